import { describe, expect, it } from "vitest";
import { calls, clearCalls, injectFault } from "./controls";
import { api, BASE, tokenFor, useInProcessUpstream } from "./handlers/test-setup";

useInProcessUpstream();
const PROFILE = "/userapi/api/um/profile";

describe("fault injection", () => {
  it("answers 401, 404 and 500 with an envelope, once by default", async () => {
    const token = await tokenFor("customer@demo.test");
    for (const mode of [401, 404, 500] as const) {
      injectFault({ call: `GET ${PROFILE}`, mode });
      const res = await api(PROFILE, { token });
      expect(res.status).toBe(mode);
      expect(res.json.status).toBe(mode);
      expect(typeof res.json.message).toBe("string");
      expect((await api(PROFILE, { token })).status).toBe(200);
    }
  });

  it("honours times and leaves other calls alone", async () => {
    const token = await tokenFor("customer@demo.test");
    injectFault({ call: `GET ${PROFILE}`, mode: 500, times: 2 });
    expect((await api("/userapi/api/um/consolidated", { token })).status).toBe(200);
    expect((await api(PROFILE, { token })).status).toBe(500);
    expect((await api(PROFILE, { token })).status).toBe(500);
    expect((await api(PROFILE, { token })).status).toBe(200);
  });

  it("matches a trailing wildcard and a method", async () => {
    const token = await tokenFor("customer@demo.test");
    injectFault({ call: "PUT /notificationapi/*", mode: 500 });
    expect((await api("/notificationapi/notifications/all?page=0&size=10", { token })).status).toBe(200);
    expect((await api("/notificationapi/notifications/NTF-00001/mark-read", { method: "PUT", token })).status).toBe(500);
  });

  it("fails the network for 'network'", async () => {
    injectFault({ call: `GET ${PROFILE}`, mode: "network" });
    await expect(fetch(`${BASE}${PROFILE}`)).rejects.toThrow(TypeError);
  });

  it("answers a wrong shape for 'malformed' and unparsable JSON for 'invalid-json'", async () => {
    const token = await tokenFor("customer@demo.test");
    injectFault({ call: `GET ${PROFILE}`, mode: "malformed" });
    const res = await api(PROFILE, { token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 200, data: "<html>oops" });
    injectFault({ call: `GET ${PROFILE}`, mode: "invalid-json" });
    const bad = await fetch(`${BASE}${PROFILE}`);
    expect(bad.headers.get("content-type")).toContain("application/json");
    await expect(bad.json()).rejects.toThrow();
  });

  it("hangs on 'hang' until the caller gives up", async () => {
    injectFault({ call: `GET ${PROFILE}`, mode: "hang" });
    const started = Date.now();
    await expect(fetch(`${BASE}${PROFILE}`, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it("rejects bad specs", () => {
    expect(() => injectFault({ call: "profile", mode: 500 })).toThrow();
    expect(() => injectFault({ call: `GET ${PROFILE}`, mode: 200 })).toThrow();
    expect(() => injectFault({ call: `GET ${PROFILE}`, mode: 500, times: 0 })).toThrow();
  });
});

describe("call log", () => {
  it("records method, path, query, parsed body, time and user, including failed calls", async () => {
    const token = await tokenFor("customer@demo.test");
    const since = new Date().toISOString();
    injectFault({ call: "POST /userapi/api/um/auth/refreshTokenAzure", mode: 500 });
    await api("/userapi/api/um/auth/refreshTokenAzure", { method: "POST", json: { refreshToken: "abc" } });
    await api("/notificationapi/notifications/all?page=1&size=10", { token });
    await api(PROFILE);

    const refresh = calls({ path: "/userapi/api/um/auth/refreshTokenAzure" });
    expect(refresh).toHaveLength(1);
    expect(refresh[0]).toMatchObject({ method: "POST", body: { refreshToken: "abc" }, fault: "500" });
    expect(refresh[0].userId).toBeUndefined();

    const [list] = calls({ path: "/notificationapi/*" });
    expect(list).toMatchObject({ method: "GET", path: "/notificationapi/notifications/all", query: { page: "1", size: "10" }, userId: "U-1001" });
    expect(Date.parse(list.at)).toBeGreaterThanOrEqual(Date.parse(since));

    expect(calls({ path: PROFILE })).toHaveLength(1);
    expect(calls({ since: "2999-01-01T00:00:00Z" })).toHaveLength(0);
    expect(calls()).toHaveLength(3);
    clearCalls();
    expect(calls()).toHaveLength(0);
  });

  it("summarises multipart bodies", async () => {
    const form = new FormData();
    form.set("complaintData", JSON.stringify({ description: "x" }));
    form.set("files", new Blob(["hello"], { type: "text/plain" }), "note.txt");
    await fetch(`${BASE}/enquiryapi/enquiry/services/complaints`, { method: "POST", body: form });
    const [call] = calls({ path: "/enquiryapi/enquiry/services/complaints" });
    expect(call.body).toEqual({ complaintData: '{"description":"x"}', files: "[file note.txt, 5 bytes, text/plain]" });
  });
});
