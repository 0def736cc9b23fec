import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { SEEDED_PICTURE_URL } from "./data/users";
import { injectFault } from "./faults";
import { db } from "./store";
import { api, BASE, tokenFor, useInProcessUpstream } from "./handlers/test-setup";

const testIdentity = useInProcessUpstream();
type Json = Record<string, unknown>;

function png(): Uint8Array {
  const image = new PNG({ width: 4, height: 4 });
  image.data.fill(200);
  return new Uint8Array(PNG.sync.write(image));
}

async function upload(email: string, asEmail: string, bytes: Uint8Array, name = "me.png") {
  const form = new FormData();
  form.append("myFile", new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "image/png" }));
  const res = await fetch(`${BASE}/fileuploadapi/api/v1/uploadFileForUserEditProfile/${encodeURIComponent(email)}`, {
    method: "POST",
    headers: { authorization: `Bearer ${await tokenFor(asEmail)}` },
    body: form,
  });
  return { status: res.status, json: (await res.json()) as { status: number; data?: { azure_blob_url?: string }; message?: string } };
}

describe("modifyJwtToken (account switch)", () => {
  const switchTo = async (as: string, body: Json) =>
    api("/userapi/api/um/auth/modifyJwtToken", { method: "POST", token: await tokenFor(as), json: body });

  const signIn = async (as: string) => (await api("/userapi/api/um/auth/login", { method: "POST", json: {}, token: await tokenFor(as) })).json.data;

  it("moves staff to any company: the next sign-in answers that company, a later one their own again (issue 51 §5)", async () => {
    const res = await switchTo("staff@thermax.test", { accountId: "ACC-1002", accountName: "Sunrise Cement Ltd", email: "staff@thermax.test" });
    expect(res.status).toBe(200);
    expect(await signIn("staff@thermax.test")).toMatchObject({ accountId: "ACC-1002", accountName: "Sunrise Cement Ltd" });
    expect(await signIn("staff@thermax.test")).toMatchObject({ accountId: "ACC-1001" });
  });

  it("lets a dealer choose only companies that bought through their code, and narrows their lists to it", async () => {
    const refused = await switchTo("dealer@demo.test", { accountId: "ACC-1003", accountName: "Blue River Pharmaceuticals Ltd", email: "dealer@demo.test" });
    expect(refused.status).toBe(403);
    const token = await tokenFor("dealer@demo.test");
    const accounts = async () => {
      const data = (await api("/assetsApi/assets/get-assets-v2?tcaUser=TCA-501&page=0&size=500", { token })).json.data;
      const ids = new Set(JSON.stringify(data).match(/AST-\d{4}/g));
      return new Set(db.assets.filter((a) => ids.has(a.id)).map((a) => a.accountId));
    };
    expect((await accounts()).size).toBeGreaterThan(1);
    const ok = await switchTo("dealer@demo.test", { accountId: "ACC-1004", accountName: "Deccan Textiles Ltd", email: "dealer@demo.test" });
    expect(ok.status).toBe(200);
    // The session signed in after the switch works in the company chosen.
    expect(await signIn("dealer@demo.test")).toMatchObject({ accountId: "ACC-1004" });
    expect([...(await accounts())]).toEqual(["ACC-1004"]);
    // A sign-in without a switch before it: the dealer's own company again, every company's lists.
    expect(await signIn("dealer@demo.test")).toMatchObject({ accountId: "ACC-1002" });
    expect((await accounts()).size).toBeGreaterThan(1);
  });

  it("refuses customers, another user's e-mail, unknown accounts and missing fields", async () => {
    expect((await switchTo("customer@demo.test", { accountId: "ACC-1002", accountName: "x", email: "customer@demo.test" })).status).toBe(403);
    expect((await switchTo("staff@thermax.test", { accountId: "ACC-1002", accountName: "x", email: "customer@demo.test" })).status).toBe(403);
    expect((await switchTo("staff@thermax.test", { accountId: "ACC-0000", accountName: "x", email: "staff@thermax.test" })).status).toBe(404);
    expect((await switchTo("staff@thermax.test", { accountId: "ACC-1002" })).status).toBe(400);
    expect(db.users.find((u) => u.email === "customer@demo.test")?.accountId).toBe("ACC-1001");
  });
});

describe("guided-screen progress", () => {
  it("saves each step and stops showing the tour once all three are done", async () => {
    const token = await tokenFor("newcomer@demo.test");
    const start = (await api("/userapi/api/um/guided-screen", { token })).json.data;
    expect(start).toEqual({ isShowGuidedScreen: true, isIntro1Complete: false, isIntro2Complete: false, isIntro3Complete: false });
    await api("/userapi/api/um/guided-screen", { method: "PUT", token, json: { isIntro1Complete: true } });
    const mid = (await api("/userapi/api/um/guided-screen", { token })).json.data;
    expect(mid).toMatchObject({ isShowGuidedScreen: true, isIntro1Complete: true, isIntro2Complete: false });
    const end = await api("/userapi/api/um/guided-screen", { method: "PUT", token, json: { isIntro2Complete: true, isIntro3Complete: true } });
    expect(end.json.data).toEqual({ isShowGuidedScreen: false, isIntro1Complete: true, isIntro2Complete: true, isIntro3Complete: true });
    const login = await api("/userapi/api/um/auth/login", { method: "POST", json: {}, token });
    expect(login.json.data).toMatchObject({ isShowGuidedScreen: false });
  });

  it("refuses an update without a flag or with a false one", async () => {
    const token = await tokenFor("newcomer@demo.test");
    expect((await api("/userapi/api/um/guided-screen", { method: "PUT", token, json: {} })).status).toBe(400);
    expect((await api("/userapi/api/um/guided-screen", { method: "PUT", token, json: { isIntro1Complete: false } })).status).toBe(400);
  });
});

describe("profile pictures", () => {
  it("stores an uploaded PNG and serves it back to its owner only", async () => {
    const bytes = png();
    const res = await upload("customer@demo.test", "customer@demo.test", bytes);
    expect(res.status).toBe(200);
    const url = res.json.data?.azure_blob_url ?? "";
    expect(url).toMatch(/^https:\/\/thermaxportal\.blob\.core\.windows\.test\/profile-pictures\/U-1001-.+\.png$/);
    const own = await fetch(`${BASE}/fileuploadapi/api/v1/fileBlobUrl`, {
      method: "POST",
      headers: { authorization: `Bearer ${await tokenFor("customer@demo.test")}`, "content-type": "application/json" },
      body: JSON.stringify({ url }),
    });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(bytes);
    const other = await api("/fileuploadapi/api/v1/fileBlobUrl", { method: "POST", token: await tokenFor("buyer@demo.test"), json: { url } });
    expect(other.status).toBe(404);
  });

  it("serves the seeded picture of photo@demo.test", async () => {
    const res = await fetch(`${BASE}/fileuploadapi/api/v1/fileBlobUrl`, {
      method: "POST",
      headers: { authorization: `Bearer ${await tokenFor("photo@demo.test")}`, "content-type": "application/json" },
      body: JSON.stringify({ url: SEEDED_PICTURE_URL }),
    });
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it("refuses another user's e-mail, a file that is not an image, and one over 250 KB", async () => {
    expect((await upload("buyer@demo.test", "customer@demo.test", png())).status).toBe(403);
    expect((await upload("customer@demo.test", "customer@demo.test", new TextEncoder().encode("<svg/>"), "x.png")).status).toBe(415);
    const big = new Uint8Array(251 * 1024);
    big.set(png().subarray(0, 8));
    expect((await upload("customer@demo.test", "customer@demo.test", big)).status).toBe(413);
  });

  it("answers a 200 without data under the 'empty' fault (an upload that stored nothing)", async () => {
    injectFault({ call: "POST /fileuploadapi/api/v1/uploadFileForUserEditProfile/*", mode: "empty" });
    const res = await upload("customer@demo.test", "customer@demo.test", png());
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 200, data: null });
  });
});

describe("refresh of a superseded sign-in", () => {
  it("answers 409 'Another active session' when the identity says a newer sign-in replaced it", async () => {
    const { setIdentityBridge } = await import("./handlers/auth-context");
    setIdentityBridge({ ...testIdentity.bridge, isSuperseded: async (token) => token === "refresh-U-1001" });
    try {
      const res = await api("/userapi/api/um/auth/refreshTokenAzure", { method: "POST", json: { refreshToken: "refresh-U-1001" } });
      expect(res.status).toBe(409);
      expect(res.json).toEqual({ status: 409, message: "Another active session" });
    } finally {
      setIdentityBridge(testIdentity.bridge);
    }
  });
});
