import { describe, expect, it, vi } from "vitest";
import { calls, injectFault, resetLatency, setLatency } from "../../mocks/controls";
import { useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { cookieFor, settle } from "../../tests/unit/route-helpers";
import { createRequestContext } from "~/context";
import { composeMessage, isBlankHtml, textToHtml } from "~/domain/ticket-thread.server";
import { action, loader } from "./_app.dashboard.tickets.$ticketNumber.messages";
import { png } from "../../tests/support/sample-files";

useInProcessUpstream();

const ORIGIN = "http://portal.test";

async function post(email: string, ticketNumber: string, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const request = new Request(`${ORIGIN}/dashboard/tickets/${ticketNumber}/messages?view=all`, {
    method: "POST",
    body: form,
    headers: { cookie: await cookieFor(email), origin: ORIGIN },
  });
  return settle(() => action({ request, context: { ...createRequestContext("n") }, params: { ticketNumber } }));
}

async function load(email: string, ticketNumber: string) {
  const request = new Request(`${ORIGIN}/dashboard/tickets/${ticketNumber}/messages?view=all&type=Quotation`, {
    headers: { cookie: await cookieFor(email) },
  });
  return settle(() => loader({ request, context: { ...createRequestContext("n") }, params: { ticketNumber } }));
}

const PNG = new Uint8Array(png());

describe("the thread's action", () => {
  it("refuses an empty message without an attachment with 400 and sends nothing", async () => {
    for (const message of ["", "   ", "\n\n"]) {
      const result = await post("customer@demo.test", "TCK-100200", { message, idempotencyKey: crypto.randomUUID() });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ formError: "Please type a message or attach a file." });
    }
    const blankHtml = await post("customer@demo.test", "TCK-100200", {
      message: "<p><br></p>&nbsp;<b> </b>",
      format: "html",
    });
    expect(blankHtml.status).toBe(400);
    expect(calls({ path: "/ticketapi/ticket-messages/save" })).toHaveLength(0);
  });

  it("sends text alone, or a file alone, and redirects back to the thread (PRG)", async () => {
    const text = await post("customer@demo.test", "TCK-100200", {
      message: "Line one\nline <two>",
      idempotencyKey: crypto.randomUUID(),
    });
    expect(text.status).toBe(303);
    // The address names the message saved: marked 'Sent', its fragment scrolls it into view (issue 32 §2).
    expect(text.location).toMatch(/^\/dashboard\/tickets\/TCK-100200\/messages\?view=all&sent=([^&#]+)#message-\1$/);
    const file = await post("customer@demo.test", "TCK-100200", {
      message: "",
      files: new File([PNG], "panel.png", { type: "image/png" }),
    });
    expect(file.status).toBe(303);
    const saved = calls({ path: "/ticketapi/ticket-messages/save" }).map(
      (c) => c.body as { message: string; ticketNumber: string; attachments: { fileName: string }[] },
    );
    expect(saved).toHaveLength(2);
    expect(saved[0]).toMatchObject({
      ticketNumber: "TCK-100200",
      message: "<p>Line one<br>line &lt;two&gt;</p>",
      attachments: [],
    });
    expect(saved[1].attachments.map((a) => a.fileName)).toEqual(["panel.png"]);
  });

  it("sanitises the editor's HTML before it goes upstream", async () => {
    const result = await post("customer@demo.test", "TCK-100200", {
      message: '<p onclick="x()">Hi <b>there</b><script>alert(1)</script><a href="javascript:alert(2)">x</a></p>',
      format: "html",
    });
    expect(result.status).toBe(303);
    const [saved] = calls({ path: "/ticketapi/ticket-messages/save" }).map((c) => c.body as { message: string });
    expect(saved.message).toContain("<b>there</b>");
    expect(saved.message).not.toMatch(/script|onclick|javascript:/i);
  });

  it("posts once for a double submit with the same key", async () => {
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([
      post("customer@demo.test", "TCK-100200", { message: "Once", idempotencyKey: key }),
      post("customer@demo.test", "TCK-100200", { message: "Once", idempotencyKey: key }),
    ]);
    expect([a.status, b.status]).toEqual([303, 303]);
    expect(calls({ path: "/ticketapi/ticket-messages/save" })).toHaveLength(1);
  });

  it("refuses a file of a type the rules do not allow", async () => {
    const result = await post("customer@demo.test", "TCK-100200", {
      message: "see file",
      files: new File(["MZ"], "tool.exe"),
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      fileErrors: [expect.stringContaining("tool.exe: Invalid file type")],
      text: "see file",
    });
  });

  it("keeps the typed text and answers 502 when the upstream fails; the same key may retry", async () => {
    const key = crypto.randomUUID();
    injectFault({ call: "POST /ticketapi/ticket-messages/save", mode: 500, userId: "U-1001" });
    const failed = await post("customer@demo.test", "TCK-100200", { message: "Please call back", idempotencyKey: key });
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({
      formError: "Something went wrong, please try again.",
      text: "Please call back",
    });
    expect(
      (await post("customer@demo.test", "TCK-100200", { message: "Please call back", idempotencyKey: key })).status,
    ).toBe(303);
  });

  it("answers 403 for another contact's ticket and lets staff post anywhere", async () => {
    // TCK-100201 is in the customer's account but its contact is U-1002.
    expect((await post("customer@demo.test", "TCK-100201", { message: "hello" })).status).toBe(403);
    expect((await post("staff@thermax.test", "TCK-100201", { message: "hello" })).status).toBe(303);
  });
});

describe("the thread's loader", () => {
  it("an enquiry's ticket links to its enquiry, a complaint's to its complaint page, any other to nothing more (issue 53 §3)", async () => {
    const details = async (ticketNumber: string) => ((await load("customer@demo.test", ticketNumber)).body as { header: { details: unknown } }).header.details;
    const back = encodeURIComponent("/dashboard/tickets/TCK-100203/messages?view=all&type=Quotation");
    expect(await details("TCK-100203")).toEqual({ href: `/enquiries/ENQ-007203?back=${back}`, text: "Enquiry details of ENQ-007203" });
    expect(await details("TCK-100215")).toBeNull();
  });

  it("gives the header, grouped sanitised messages and posts the read marker", async () => {
    const result = await load("customer@demo.test", "TCK-100200");
    expect(result.status).toBe(200);
    const body = result.body as {
      closeTo: string;
      header: Record<string, string>;
      staff: boolean;
      days: {
        label: string;
        messages: {
          html: string;
          own: boolean;
          initials: string;
          attachments: { fileName: string; href: string | null; thumbSrc: string | null }[];
        }[];
      }[];
    };
    expect(body.closeTo).toBe("/dashboard/tickets?view=all&type=Quotation");
    expect(body.header).toMatchObject({ ticketNumber: "TCK-100200", type: "Quotation" });
    expect(body.staff).toBe(false);
    const messages = body.days.flatMap((d) => d.messages);
    expect(messages).toHaveLength(6);
    expect(messages.map((m) => m.html).join("")).not.toMatch(/<script|onerror|javascript:/i);
    expect(messages[0]).toMatchObject({ own: true, initials: "PS" });
    expect(messages[1].own).toBe(false);
    // Every file through the portal's file route (issue 40 §2), an image with its thumbnail; no data: URL in the page.
    expect(messages[2].attachments[0]).toEqual({ fileName: "panel.png", href: expect.stringMatching(/^\/tickets\/TCK-100200\/files\/MSG-\d+\/0$/), thumbSrc: expect.stringMatching(/\/0\?view=1$/) });
    expect(messages[3].attachments[0]).toEqual({ fileName: "logsheet-october.pdf", href: expect.stringMatching(/^\/tickets\/TCK-100200\/files\/MSG-\d+\/0$/), thumbSrc: null });
    expect(JSON.stringify(body.days)).not.toContain("data:");
    // Posted without the page waiting for it (docs/decisions/045).
    await vi.waitFor(() =>
      expect(calls({ path: "/ticketapi/ticket-messages/read" }).map((c) => c.body)).toEqual([{ ticketNumber: "TCK-100200" }]),
    );
  });

  it("asks for the messages together with the ticket, and posts no read marker for a ticket that is not the user's", async () => {
    setLatency(200);
    try {
      expect((await load("customer@demo.test", "TCK-100200")).status).toBe(200);
      const [ticket] = calls({ path: "/ticketapi/tickets/TCK-100200" });
      const [messages] = calls({ path: "/ticketapi/ticket-messages/TCK-100200" });
      // Started before the ticket's answer (200 ms) came back.
      expect(messages.startedAt! - ticket.startedAt!).toBeLessThan(150);

      expect((await load("customer@demo.test", "TCK-100201")).status).toBe(403);
    } finally {
      resetLatency();
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(calls({ path: "/ticketapi/ticket-messages/read" }).map((c) => c.body)).toEqual([{ ticketNumber: "TCK-100200" }]);
  });

  it("answers 403 for another contact's ticket, 404 for an unknown one; staff open any", async () => {
    expect((await load("customer@demo.test", "TCK-100201")).status).toBe(403);
    expect((await load("customer@demo.test", "TCK-999999")).status).toBe(404);
    const staff = await load("staff@thermax.test", "TCK-100201");
    expect(staff.status).toBe(200);
    expect((staff.body as { staff: boolean }).staff).toBe(true);
  });
});

describe("composing", () => {
  it("turns plain text into escaped paragraphs and spots blank HTML", () => {
    expect(textToHtml("a\r\nb\n\n<c>")).toBe("<p>a<br>b</p><p>&lt;c&gt;</p>");
    expect(isBlankHtml("<p>&nbsp;</p><br>")).toBe(true);
    expect(composeMessage("<ul><li>x</li></ul>", "html").html).toBe("<ul><li>x</li></ul>");
    expect(composeMessage(null, null)).toEqual({ html: "", text: "" });
  });


});
