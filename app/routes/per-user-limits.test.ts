import { afterEach, describe, expect, it } from "vitest";
import { useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { cookieFor, settle } from "../../tests/unit/route-helpers";
import { createRequestContext } from "~/context";
import { env, setEnvForTests } from "~/env.server";
import { resetRateLimits } from "~/security/rate-limit.server";
import { loader as sheetLoader } from "./_app.dashboard_.assets_.labels";
import { loader as labelLoader } from "./_app.asset_.$id.label";
import { loader as recordLoader } from "./_app.service-record";
import { loader as exportLoader } from "./exports.tickets.$format";

/**
 * Costly pages have a per-user limit (issue 51 §6, §7): a label sheet counts its labels (a sheet of
 * ticked assets asks the upstream for each), the service record counts each opening, and an admin
 * acting as a customer is counted as the admin, never against the customer.
 */
useInProcessUpstream();
afterEach(() => {
  setEnvForTests(undefined);
  resetRateLimits();
});

const ORIGIN = "http://portal.test";
const context = () => ({ ...createRequestContext("n") });
const get = (path: string, cookie: string) => new Request(`${ORIGIN}${path}`, { headers: { cookie } });
const refusal = (out: { body: unknown }) => out.body as { title: string; text: string };

describe("label sheets", () => {
  it("count their labels: past LABELS_PER_USER a sheet is refused with 429, Retry-After and the reason, before the upstream is asked", async () => {
    resetRateLimits();
    setEnvForTests({ ...env(), LABELS_PER_USER: 5 });
    const cookie = await cookieFor("customer@demo.test");
    const ticked = (ids: string[]) => settle(() => sheetLoader({ request: get(`/dashboard/assets/labels?${ids.map((id) => `id=${id}`).join("&")}`, cookie), context: context(), params: {} }));
    expect((await ticked(["AST-0001", "AST-0002", "AST-0003"])).status).toBe(200);
    expect((await settle(() => labelLoader({ request: get("/asset/AST-0001/label", cookie), context: context(), params: { id: "AST-0001" } }))).status).toBe(200);
    // 4 of 5 used: a sheet of two more is over.
    const refused = await ticked(["AST-0004", "AST-0005"]);
    expect(refused.status).toBe(429);
    expect(refusal(refused)).toEqual({ title: "Too many labels", text: expect.stringMatching(/^You have printed many labels in a short time\. Please try again in 1[45] minutes\.$/) });
    const single = await settle(() => labelLoader({ request: get("/asset/AST-0002/label", cookie), context: context(), params: { id: "AST-0002" } }));
    expect(single.status).toBe(429);
  });
});

describe("the service record", () => {
  it("past SERVICE_RECORDS_PER_USER answers 429 with the reason", async () => {
    resetRateLimits();
    setEnvForTests({ ...env(), SERVICE_RECORDS_PER_USER: 1 });
    const cookie = await cookieFor("customer@demo.test");
    const open = () => settle(() => recordLoader({ request: get("/service-record", cookie), context: context(), params: {} }));
    expect((await open()).status).toBe(200);
    const refused = await open();
    expect(refused.status).toBe(429);
    expect(refusal(refused).text).toMatch(/^You have opened the service record many times in a short time\./);
  });
});

describe("an admin acting as a customer", () => {
  it("has a download limit of their own: the admin's downloads do not use up the customer's", async () => {
    resetRateLimits();
    setEnvForTests({ ...env(), LIST_EXPORTS_PER_USER: 1 });
    // (Each cookie starts from a fresh shared state: the acting one, whose record lives there, last.)
    const own = await cookieFor("customer@demo.test");
    const acting = await cookieFor("customer@demo.test", { actingAdmin: "admin@thermax.test" });
    const download = (cookie: string) => settle(() => exportLoader({ request: get("/exports/tickets/csv", cookie), context: context(), params: { format: "csv" } }));
    const first = await download(acting);
    expect(first.status).toBe(200);
    await first.response!.arrayBuffer();
    expect((await download(acting)).status).toBe(429);
    // The customer's own allowance is untouched.
    const customers = await download(own);
    expect(customers.status).toBe(200);
    await customers.response!.arrayBuffer();
  });
});
