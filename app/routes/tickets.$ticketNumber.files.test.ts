import { describe, expect, it } from "vitest";
import { injectFault } from "../../mocks/controls";
import { useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { db } from "../../mocks/store";
import { cookieFor, settle } from "../../tests/unit/route-helpers";
import { createRequestContext } from "~/context";
import { loader } from "./tickets.$ticketNumber.files.$messageId.$index";

/**
 * A ticket thread's files through the portal (issue 40 §2): the thread's access rule, the bytes of
 * a file the customer sent (a data: URL upstream) and of one at an address (the document store's
 * file call), `?view=1` inline, and what a stranger or a failure gets.
 */
useInProcessUpstream();

const ORIGIN = "http://portal.test";
const TICKET = "TCK-100200";

function fileMessage(name: string) {
  const m = db.ticketMessages.find((x) => x.ticketNumber === TICKET && x.attachments.some((a) => a.fileName === name));
  if (!m) throw new Error(`seed: no message with ${name}`);
  return m.id;
}

async function get(email: string, messageId: string, index: string, query = "") {
  const request = new Request(`${ORIGIN}/tickets/${TICKET}/files/${messageId}/${index}${query}`, { headers: { cookie: await cookieFor(email) } });
  return settle(() => loader({ request, context: { ...createRequestContext("n") }, params: { ticketNumber: TICKET, messageId, index } }));
}

describe("a thread's files", () => {
  it("sends an image kept as a data: URL, inline with ?view=1, as an attachment without", async () => {
    const id = fileMessage("panel.png");
    const shown = await get("customer@demo.test", id, "0", "?view=1");
    expect(shown.status).toBe(200);
    expect(shown.response!.headers.get("content-type")).toBe("image/png");
    expect(shown.response!.headers.get("content-disposition")).toMatch(/^inline; filename="panel.png"/);
    const bytes = Buffer.from(await shown.response!.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
    const saved = await get("customer@demo.test", id, "0");
    expect(saved.response!.headers.get("content-disposition")).toMatch(/^attachment; filename="panel.png"/);
  });

  it("sends a file kept at an address through the document store's file call", async () => {
    const out = await get("customer@demo.test", fileMessage("logsheet-october.pdf"), "0");
    expect(out.status).toBe(200);
    expect(out.response!.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await out.response!.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("refuses a colleague who may not read the thread, and answers 404 for a file that is not there", async () => {
    const id = fileMessage("panel.png");
    expect((await get("picker@demo.test", id, "0")).status).toBe(403);
    expect((await get("customer@demo.test", id, "5")).status).toBe(404);
    expect((await get("customer@demo.test", "MSG-99999", "0")).status).toBe(404);
    expect((await get("customer@demo.test", "<script>", "0")).status).toBe(404);
    // Staff may read any thread, its files too.
    expect((await get("staff@thermax.test", id, "0")).status).toBe(200);
  });

  it("returns to the thread when the upstream fails", async () => {
    injectFault({ call: `GET /ticketapi/ticket-messages/${TICKET}`, mode: 500 });
    const out = await get("customer@demo.test", fileMessage("panel.png"), "0");
    expect(out.status).toBe(302);
    expect(out.response!.headers.get("location")).toBe(`/dashboard/tickets/${TICKET}/messages?view=all&ticket=${TICKET}#thread-start`);
  });
});
