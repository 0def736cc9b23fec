import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createRequestContext } from "~/context";
import { parseEnv, setEnvForTests } from "~/env.server";
import { resetCookiesForTests } from "./cookies.server";
import { flashToast, takeToasts } from "./toast.server";

beforeEach(() => {
  setEnvForTests(
    parseEnv({
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      SURVEY_LINK_SECRET: randomBytes(32).toString("base64url"),
      UPSTREAM_URL: "http://upstream.test/api",
      IDENTITY_ISSUER: "http://identity.test/identity",
      IDENTITY_CLIENT_ID: "customer-portal",
      IDENTITY_CLIENT_SECRET: "secret",
    }),
  );
  resetCookiesForTests();
});

afterEach(() => {
  setEnvForTests(undefined);
  resetCookiesForTests();
});

/** One request through the portal: `run` plays its loaders and actions; the response hooks write cookies. */
async function request(cookie: string | null, status: number, run: (req: Request, ctx: ReturnType<typeof createRequestContext>) => Promise<unknown>) {
  const req = new Request("http://portal.test/x", { headers: cookie ? { cookie } : {} });
  const ctx = createRequestContext("n");
  const result = await run(req, ctx);
  const headers = new Headers();
  for (const hook of ctx.onResponse) await hook(headers, status);
  const set = headers.getSetCookie().find((c) => c.startsWith("portal-toast="));
  return { result, set, cookie: set ? set.split(";")[0] : cookie };
}

describe("toast flash", () => {
  it("survives an action's redirect and is shown once", async () => {
    const post = await request(null, 303, async (req, ctx) => flashToast(req, ctx, "Saved."));
    expect(post.set).toMatch(/^portal-toast=[^;]+;.*HttpOnly/i);
    expect(post.set).not.toContain("Saved."); // sealed, not readable

    const page = await request(post.cookie, 200, (req, ctx) => takeToasts(req, ctx));
    expect((page.result as { text: string }[]).map((t) => t.text)).toEqual(["Saved."]);
    expect(page.set).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);

    const reload = await request(null, 200, (req, ctx) => takeToasts(req, ctx));
    expect(reload.result).toEqual([]);
    expect(reload.set).toBeUndefined();
  });

  it("shows a toast flashed by the same request (a post without JavaScript answered with its page) and writes no cookie", async () => {
    const answer = await request(null, 502, async (req, ctx) => {
      flashToast(req, ctx, "Something went wrong, please try again.", { tone: "error" });
      return takeToasts(req, ctx);
    });
    expect(answer.result).toMatchObject([{ text: "Something went wrong, please try again.", tone: "error", ms: 60_000 }]);
    expect(answer.set).toBeUndefined();
  });

  it("keeps the toasts for the page a redirect leads to, even when a loader of the redirecting answer read them", async () => {
    const post = await request(null, 303, async (req, ctx) => flashToast(req, ctx, "Saved."));
    const redirected = await request(post.cookie, 302, (req, ctx) => takeToasts(req, ctx));
    expect(redirected.set).toBeUndefined(); // the browser keeps its cookie
    const page = await request(redirected.cookie, 200, (req, ctx) => takeToasts(req, ctx));
    expect((page.result as { text: string }[]).map((t) => t.text)).toEqual(["Saved."]);
  });

  it("adds to toasts still waiting, without saying the same text twice", async () => {
    const first = await request(null, 303, async (req, ctx) => flashToast(req, ctx, "One."));
    const second = await request(first.cookie, 303, async (req, ctx) => {
      flashToast(req, ctx, "Two.");
      flashToast(req, ctx, "One.");
    });
    const page = await request(second.cookie, 200, (req, ctx) => takeToasts(req, ctx));
    expect((page.result as { text: string }[]).map((t) => t.text)).toEqual(["One.", "Two."]);
  });

  it("ignores a cookie it did not seal", async () => {
    const page = await request("portal-toast=eyJhbGciOiJub25lIn0.x.y.z.w", 200, (req, ctx) => takeToasts(req, ctx));
    expect(page.result).toEqual([]);
  });
});
