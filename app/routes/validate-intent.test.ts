import type { ActionFunctionArgs } from "@remix-run/node";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { calls, clearCalls } from "../../mocks/controls";
import { useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { cookieFor, settle } from "../../tests/unit/route-helpers";
import { createRequestContext } from "~/context";
import type * as Audit from "~/log/audit.server";
import type * as RateLimit from "~/security/rate-limit.server";
import { INTENT_FIELD, VALIDATE_ONLY_STATUS } from "~/forms/validate-intent.server";

// A validate intent posted to an action (docs/decisions/060): the route actions answer it without
// an upstream call, a rate-limit point or an audit line. validateIntent itself is tested beside it
// (app/forms/validate-intent.server.test.ts).

// Every point and audit line is counted: a validate intent must take none.
const taken = vi.hoisted(() => ({ points: [] as string[], audits: [] as string[] }));
vi.mock("~/security/rate-limit.server", async (original) => {
  const real = await original<typeof RateLimit>();
  return { ...real, takePoint: (name: Parameters<typeof real.takePoint>[0], address: string | undefined) => (taken.points.push(name), real.takePoint(name, address)) };
});
vi.mock("~/log/audit.server", async (original) => {
  const real = await original<typeof Audit>();
  return { ...real, audit: (event: Parameters<typeof real.audit>[0]) => (taken.audits.push(event.action), real.audit(event)) };
});

useInProcessUpstream();

const ORIGIN = "http://portal.test";
const validate = (name: string) => JSON.stringify({ type: "validate", payload: { name } });

type Action = (args: ActionFunctionArgs) => Promise<unknown>;

async function post(action: Action, path: string, fields: Record<string, string>, options: { email?: string; params?: Record<string, string>; multipart?: boolean } = {}) {
  const headers: Record<string, string> = { origin: ORIGIN, "x-forwarded-for": "198.51.100.60" };
  if (options.email) headers.cookie = await cookieFor(options.email);
  let body: FormData | URLSearchParams;
  if (options.multipart) {
    body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
  } else body = new URLSearchParams(fields);
  const request = new Request(`${ORIGIN}${path}`, { method: "POST", body, headers });
  return settle(() => action({ request, context: { ...createRequestContext("n", "198.51.100.60") }, params: options.params ?? {} }));
}

type Result = { result?: { error?: Record<string, string[] | null>; intent?: unknown; status?: string } };
const errorsOf = (body: unknown) => (body as Result).result?.error ?? {};

beforeEach(() => {
  clearCalls();
  taken.points.length = 0;
  taken.audits.length = 0;
});

describe("a validate intent posted to an action", () => {
  it("callback dialog: the schema's messages, 422, no upstream call", async () => {
    const { action } = await import("~/routes/_app.request-callback");
    const out = await post(action, "/request-callback", { mobileNumber: "98200", emailId: "", message: "Call me", [INTENT_FIELD]: validate("mobileNumber") }, { email: "customer@demo.test" });
    expect(out.status).toBe(VALIDATE_ONLY_STATUS);
    expect(errorsOf(out.body).mobileNumber).toEqual(["Mobile No. is not valid"]);
    expect(errorsOf(out.body).emailId).toEqual(["Email is required"]);
    expect((out.body as Result).result?.status).toBeUndefined();
    expect(calls()).toEqual([]);
  });

  it("complaint (multipart): no upstream read of the asset list, no file read", async () => {
    const { action } = await import("~/routes/_app.complaints.new");
    const out = await post(action, "/complaints/new", { assetId: "", description: "", [INTENT_FIELD]: validate("assetId") }, { email: "customer@demo.test", multipart: true });
    expect(out.status).toBe(VALIDATE_ONLY_STATUS);
    expect(errorsOf(out.body).assetId).toEqual(["Asset is required"]);
    expect(calls()).toEqual([]);
  });

  it("profile (multipart): the profile's messages, nothing saved", async () => {
    const { action } = await import("~/routes/_app.account-settings");
    const out = await post(action, "/account-settings", { firstName: "Priya", lastName: "", [INTENT_FIELD]: validate("lastName") }, { email: "customer@demo.test", multipart: true });
    expect(out.status).toBe(VALIDATE_ONLY_STATUS);
    expect(errorsOf(out.body).lastName?.[0]).toMatch(/last name is required/i);
    expect(calls()).toEqual([]);
  });

  it("plan shutdown and order feedback: schemas that need upstream lists ask for none", async () => {
    const shutdown = await import("~/routes/_app.plan-shutdown");
    const s = await post(shutdown.action, "/plan-shutdown", { assetId: "A-1", shutdownDate: "", plannedActivities: "", [INTENT_FIELD]: validate("plannedActivities") }, { email: "customer@demo.test" });
    expect(s.status).toBe(VALIDATE_ONLY_STATUS);
    expect(errorsOf(s.body).assetId).toBeUndefined();
    expect(errorsOf(s.body).plannedActivities?.length).toBe(1);
    const feedback = await import("~/routes/_app.order.$id_.feedback");
    const f = await post(feedback.action, "/order/7/feedback", { rating: "", [INTENT_FIELD]: validate("rating") }, { email: "customer@demo.test", params: { id: "7" } });
    expect(f.status).toBe(VALIDATE_ONLY_STATUS);
    expect(errorsOf(f.body).rating?.length).toBe(1);
    expect(calls()).toEqual([]);
  });

  it("admin user dialogs: no user read and no audit line", async () => {
    const edit = await import("~/routes/admin.customers.$id.users.$userId.edit");
    const out = await post(edit.action, "/admin/customers/ACC-1/users/U-1001/edit", { firstName: "", [INTENT_FIELD]: validate("firstName") }, { email: "admin@thermax.test", params: { id: "ACC-1", userId: "U-1001" } });
    expect(out.status).toBe(VALIDATE_ONLY_STATUS);
    expect(errorsOf(out.body).firstName?.length).toBe(1);
    expect(calls()).toEqual([]);
    expect(taken.audits).toEqual([]);
  });

  it("urban water: no rate-limit point, no captcha drawn, no lead sent; the captcha shown is kept", async () => {
    const { action } = await import("~/routes/urban-water");
    const out = await post(action, "/urban-water", {
      name: "Asha",
      email: "asha@",
      captchaToken: "tok-1",
      captchaImage: "data:image/png;base64,iVBORw0KGgo=",
      [INTENT_FIELD]: validate("email"),
    });
    expect(out.status).toBe(VALIDATE_ONLY_STATUS);
    expect(calls()).toEqual([]);
    expect(taken.points).toEqual([]);
    const view = out.body as { kind: string; captcha: { token: string } | null; result: { error: Record<string, string[]> } };
    expect(view.result.error.email).toEqual(["Please enter valid email address, such as name@company.com."]);
    // The same post as a submit takes a point (the test can tell).
    await post(action, "/urban-water", { name: "Asha", email: "asha@", intent: "submit" });
    expect(taken.points).toEqual(["urban-water-submit"]);
  });
});
