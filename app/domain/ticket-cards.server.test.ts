import { describe, expect, it } from "vitest";
import { ticketCard } from "./ticket-cards.server";
import type { TicketRecord } from "./ticket-data";

const base: TicketRecord = {
  ticketNumber: "TCK-1",
  assetId: "AST-1",
  assetName: "Boiler 1",
  product: "Boilers",
  createdOn: "2026-01-05T06:00:00Z",
  createdBy: "Asha Rao",
  type: "Complaint",
  status: "Open",
  updatedMessage: null,
  contactId: "U-1",
} as unknown as TicketRecord;
const viewer = { userId: "U-1", staff: false };

describe("ticketCard's latest update (issue 33 §3)", () => {
  it("keeps the formatting and drops scripts and handlers", () => {
    const card = ticketCard({ ...base, updatedMessage: '<p>Engineer visits <b>Monday</b><script>alert(1)</script><img src=x onerror="alert(2)"></p>' }, viewer);
    expect(card.latestUpdateHtml).toBe("<p>Engineer visits <b>Monday</b></p>");
  });

  it("is null when there is no update or nothing readable is left of it", () => {
    expect(ticketCard(base, viewer).latestUpdateHtml).toBeNull();
    expect(ticketCard({ ...base, updatedMessage: "<p> </p><script>x</script>" }, viewer).latestUpdateHtml).toBeNull();
  });
});

describe("ticketCard's thread link (issue 40 §2)", () => {
  const other = { ...base, type: "Service Request", contactId: "U-9" } as unknown as TicketRecord;
  it("opens the thread over the list the card is on, at its start", () => {
    expect(ticketCard({ ...base, type: "Service Request" } as TicketRecord, viewer, { listSearch: "?view=my&page=2" }).messagesHref).toBe(
      "/dashboard/tickets/TCK-1/messages?view=my&page=2#thread-start",
    );
  });
  it("from elsewhere, over the list narrowed to the ticket", () => {
    expect(ticketCard({ ...base, type: "Service Request" } as TicketRecord, viewer).messagesHref).toBe("/dashboard/tickets/TCK-1/messages?view=all&ticket=TCK-1#thread-start");
  });
  it("gives none to a viewer who may not read it", () => {
    expect(ticketCard(other, viewer).messagesHref).toBeNull();
  });
});
