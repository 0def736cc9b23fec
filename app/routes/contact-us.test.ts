import { afterEach, describe, expect, it } from "vitest";
import { calls, injectFault } from "../../mocks/controls";
import { useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { db } from "../../mocks/store";
import { pdf } from "../../tests/support/sample-files";
import { cookieFor, settle } from "../../tests/unit/route-helpers";
import { createRequestContext } from "~/context";
import { CONTACT_US_TEXT } from "~/domain/contact-us";
import { resetRateLimits } from "~/security/rate-limit.server";
import { action, loader } from "./contact-us";

/**
 * The FAQ's Contact Us (issue 53 §3, docs/decisions/113) against the in-process embedded upstream:
 * a multipart post with files, checked by the complaint's upload rules, sent as the catalogue's
 * mail-us call (customerData and myFiles) for anyone, signed in or not, once per rendered form.
 */
useInProcessUpstream();
afterEach(() => resetRateLimits());

const ORIGIN = "http://portal.test";
const MAIL_US = "/supportapi/mail-us";
const FILLED = { fullName: "Priya Sharma", emailId: "priya@acme.test", contactNo: "+91 98200 12345", companyName: "Acme Dairy", description: "Where do I find the boiler's manual?" };

let address = 0;
/** Each test its own visitor address (the per-address limit). */
const visitor = () => `203.0.113.${++address}`;

function post(fields: Record<string, string>, files: File[] = [], opts: { cookie?: string; client?: string } = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append("files", f);
  const headers: Record<string, string> = { origin: ORIGIN };
  if (opts.cookie) headers.cookie = opts.cookie;
  const request = new Request(`${ORIGIN}/contact-us`, { method: "POST", body: form, headers });
  return settle(() => action({ request, context: { ...createRequestContext("n", opts.client ?? visitor()) }, params: {} }));
}

async function load(cookie?: string, query = "") {
  const request = new Request(`${ORIGIN}/contact-us${query}`, { headers: cookie ? { cookie } : {} });
  return settle(() => loader({ request, context: { ...createRequestContext("n", visitor()) }, params: {} }));
}

/** The page's view in a loader's or action's answer. */
const view = (out: { body: unknown }) => (out.body as { view: FormBody }).view;

type FormBody = { kind: "form"; idempotencyKey: string; defaults: Record<string, string>; result?: { error?: Record<string, string[]> }; notice?: string };

describe("Contact Us", () => {
  it("an empty form for a visitor; a signed-in user's name, e-mail, phone and company filled in", async () => {
    const anonymous = ((await load()).body as { view: FormBody }).view;
    expect(anonymous.kind).toBe("form");
    expect(anonymous.idempotencyKey).toMatch(/^[A-Za-z0-9-]{16,64}$/);
    expect(anonymous.defaults).toEqual({});
    const signedIn = ((await load(await cookieFor("customer@demo.test"))).body as { view: FormBody }).view;
    expect(signedIn.defaults).toMatchObject({ fullName: "Priya Sharma", emailId: "customer@demo.test", companyName: "Acme Dairy Products Pvt Ltd" });
    expect((await load(undefined, "?sent=1")).body).toMatchObject({ view: { kind: "sent" } });
  });

  it("sends customerData and the files as mail-us, then says it was sent (POST, redirect, GET)", async () => {
    const client = visitor();
    const out = await post({ ...FILLED, idempotencyKey: crypto.randomUUID() }, [new File([new Uint8Array(pdf())], "nameplate.pdf", { type: "application/pdf" })], { client });
    expect(out.status).toBe(303);
    expect(out.location).toBe("/contact-us?sent=1");
    expect(db.contactMessages).toHaveLength(1);
    expect(db.contactMessages[0]).toMatchObject({
      customerData: { fullName: "Priya Sharma", emailId: "priya@acme.test", contactNo: "9820012345", companyName: "Acme Dairy", description: "Where do I find the boiler's manual?" },
      files: [{ name: "nameplate.pdf", type: "application/pdf" }],
      client,
    });
    const [call] = calls({ path: MAIL_US });
    expect(call.body).toMatchObject({ customerData: expect.any(String), myFiles: expect.stringMatching(/^\[file nameplate\.pdf, \d+ bytes, application\/pdf\]$/) });
    expect(call.userId).toBeUndefined();
    expect((await load(undefined, "?sent=1")).body).toMatchObject({ view: { kind: "sent" } });
  });

  it("refuses bad input with the messages and 400, sending nothing; a refused file is named", async () => {
    const empty = await post({ idempotencyKey: crypto.randomUUID() });
    expect(empty.status).toBe(400);
    expect(view(empty).result?.error).toEqual({ fullName: ["Full name is required"], emailId: ["Email is required"], description: ["Details are required"] });
    const exe = await post({ ...FILLED, idempotencyKey: crypto.randomUUID() }, [new File(["MZ"], "setup.exe", { type: "application/octet-stream" })]);
    expect(exe.status).toBe(400);
    expect(view(exe).result?.error?.files).toEqual(["setup.exe: Invalid file type, allowed file types are - .jpeg,.jpg,.png,.pdf,.xlsx,.xls,.docx,.doc"]);
    // What was typed comes back (a file cannot).
    expect(view(exe).defaults).toMatchObject({ fullName: "Priya Sharma", description: FILLED.description });
    expect(calls({ path: MAIL_US })).toHaveLength(0);
  });

  it("one rendered form sends once (a double click, a reload that re-posts)", async () => {
    const key = crypto.randomUUID();
    const client = visitor();
    expect((await post({ ...FILLED, idempotencyKey: key }, [], { client })).status).toBe(303);
    expect((await post({ ...FILLED, idempotencyKey: key }, [], { client })).status).toBe(303);
    expect(calls({ path: MAIL_US })).toHaveLength(1);
  });

  it("an upstream failure keeps what was typed and says so (502); past the limit a visitor waits (429)", async () => {
    injectFault({ call: `POST ${MAIL_US}`, mode: 500 });
    const failed = await post({ ...FILLED, idempotencyKey: crypto.randomUUID() });
    expect(failed.status).toBe(502);
    expect(view(failed)).toMatchObject({ notice: CONTACT_US_TEXT.failed, defaults: { fullName: "Priya Sharma", emailId: "priya@acme.test" } });
    const client = visitor();
    for (let i = 0; i < 10; i++) await post({ idempotencyKey: crypto.randomUUID() }, [], { client });
    const limited = await post({ ...FILLED, idempotencyKey: crypto.randomUUID() }, [], { client });
    expect(limited.status).toBe(429);
    expect(view(limited).notice).toMatch(/^We have received too many requests from your network/);
    expect(calls({ path: MAIL_US })).toHaveLength(1);
  });
});
