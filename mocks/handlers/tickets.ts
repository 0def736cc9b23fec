import { http } from "msw";
import { isStaffEmail } from "../data/users";
import { db, type Attachment, type Ticket, type TicketMessage, type UserState } from "../store";
import { attachedFile, fileDownload } from "../files";
import { authed } from "./auth-context";
import { includesCI, parseFilterBy } from "./filters";
import { fail, intParam, notFound, ok, paginate, readJson, str } from "./http-utils";
import { accountNameOf, inScope, scopeFor, visibleTo, type Scope } from "./scope";

/** A message written on the maker's side: by its staff (isOcTeamMember, or a staff e-mail domain). */
function fromMaker(m: TicketMessage): boolean {
  return Boolean(db.users.find((u) => u.userId === m.userId)?.isOcTeamMember) || isStaffEmail(m.userEmail ?? "");
}

/**
 * The ticket as the upstream answers it, with `unreadCount`: the maker's replies the customer's side
 * has not read yet (the read marker of the customer's thread clears them).
 */
function ticketView(t: Ticket) {
  const { accountId: _a, tcaUser: _t, ...fields } = t;
  const unreadCount = db.ticketMessages.filter((m) => m.ticketNumber === t.ticketNumber && !m.isRead && fromMaker(m)).length;
  // The enquiry that opened the ticket (a Quotation's), which its thread links to (issue 53 §3); null for others.
  const enquiryId = db.enquiries.find((e) => e.ticketNumber === t.ticketNumber)?.id ?? null;
  return { ...fields, closedOn: t.closedOn ?? null, accountName: accountNameOf(t), unreadCount, enquiryId };
}

function ticketList(url: URL, scope: Scope, extra: (t: Ticket) => boolean) {
  const filters = parseFilterBy(url.searchParams.get("filterBy"), "-");
  const statuses = filters.get("status") ?? [];
  const types = filters.get("type") ?? [];
  const assetId = url.searchParams.get("assetId");
  const ticketNumber = url.searchParams.get("ticketNumber");
  const matched = db.tickets
    .filter(
      (t) =>
        inScope(t, scope) &&
        extra(t) &&
        (!assetId || t.assetId === assetId) &&
        (!ticketNumber || t.ticketNumber.toLowerCase() === ticketNumber.toLowerCase()) &&
        (statuses.length === 0 || includesCI(statuses, t.status)) &&
        (types.length === 0 || includesCI(types, t.type)),
    )
    .sort((a, b) => b.createdOn.localeCompare(a.createdOn));
  const result = paginate(matched, intParam(url, ["page"], 0), intParam(url, ["pageSize", "size"], 4));
  return ok({ tickets: { ticketInfoList: result.items.map(ticketView), totalPages: result.totalPages, totalElements: result.totalElements } });
}

/** Staff (isOcTeamMember) may read every ticket's messages; others only tickets of their scope. */
function findTicketFor(ticketNumber: string | undefined, user: UserState): Ticket | undefined {
  const t = db.tickets.find((x) => x.ticketNumber === ticketNumber);
  return t && (user.isOcTeamMember || visibleTo(t, user)) ? t : undefined;
}

function parseAttachments(value: unknown): Attachment[] | null {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return null;
  const out: Attachment[] = [];
  for (const item of value) {
    if (!item || typeof item !== "object") return null;
    const rec = item as Record<string, unknown>;
    const fileName = str(rec.fileName);
    const url = str(rec.url);
    if (!fileName || !url) return null;
    out.push({ fileName, url, contentType: str(rec.contentType) ?? "application/octet-stream" });
  }
  return out;
}

/**
 * A file of a ticket message kept at an address (not a data: URL), as the document store's file
 * call answers it, for a user who may read the ticket; null when no message holds that address.
 */
export function ticketFileResponse(url: string, user: UserState): Response | null {
  for (const m of db.ticketMessages) {
    const index = m.attachments.findIndex((a) => a.url === url);
    if (index < 0) continue;
    if (!findTicketFor(m.ticketNumber, user)) return null;
    const a = m.attachments[index];
    return fileDownload(attachedFile({ id: `${m.id}-${index}`, fileName: a.fileName, contentType: a.contentType, bytes: null }, m.ticketNumber), a.fileName);
  }
  return null;
}

export const ticketHandlers = [
  http.get("*/api/ticketapi/tickets", authed(({ url, user }) => ticketList(url, scopeFor(user, url), () => true))),
  http.get("*/api/ticketapi/my-tickets", authed(({ url, user }) => ticketList(url, scopeFor(user, url), (t) => t.contactId === user.userId))),

  // One ticket by number (the message thread's header): staff any, others their scope; else 404.
  http.get(
    "*/api/ticketapi/tickets/:ticketNumber",
    authed(({ params, user }) => {
      const ticket = findTicketFor(String(params.ticketNumber), user);
      return ticket ? ok(ticketView(ticket)) : notFound("Ticket not found");
    }),
  ),

  http.get(
    "*/api/ticketapi/ticket-messages/:ticketNumber",
    authed(({ params, user }) => {
      const ticket = findTicketFor(String(params.ticketNumber), user);
      if (!ticket) return notFound("Ticket not found");
      const messages = db.ticketMessages
        .filter((m) => m.ticketNumber === ticket.ticketNumber)
        .sort((a, b) => a.createdDate.localeCompare(b.createdDate));
      return ok(messages);
    }),
  ),

  http.post(
    "*/api/ticketapi/ticket-messages/save",
    authed(async ({ request, user }) => {
      const body = await readJson(request);
      const ticket = findTicketFor(str(body.ticketNumber), user);
      if (!ticket) return notFound("Ticket not found");
      const message = str(body.message) ?? "";
      const attachments = parseAttachments(body.attachments);
      if (attachments === null) return fail(400, "attachments must be a list of { fileName, url, contentType }");
      if (!message.trim() && attachments.length === 0) return fail(400, "Message or attachment required");
      const saved = {
        id: `MSG-${String(db.ticketMessages.length + 1).padStart(5, "0")}-${Date.now().toString(36)}`,
        ticketNumber: ticket.ticketNumber,
        message,
        userId: user.userId,
        userFirstName: user.firstName,
        userLastName: user.lastName,
        userEmail: user.email,
        createdDate: new Date().toISOString(),
        isRead: true,
        attachments,
      };
      db.ticketMessages.push(saved);
      return ok(saved, "Message saved");
    }),
  ),

  http.post(
    "*/api/ticketapi/ticket-messages/read",
    authed(async ({ request, user }) => {
      const ticket = findTicketFor(str((await readJson(request)).ticketNumber), user);
      if (!ticket) return notFound("Ticket not found");
      let updated = 0;
      for (const m of db.ticketMessages) {
        if (m.ticketNumber === ticket.ticketNumber && m.userId !== user.userId && !m.isRead) {
          m.isRead = true;
          updated++;
        }
      }
      return ok({ ticketNumber: ticket.ticketNumber, updated });
    }),
  ),

  http.get(
    "*/api/ticketapi/recent-activity",
    authed(({ url, user }) => {
      const scope = scopeFor(user, url);
      const fromTickets = db.tickets.filter((t) => inScope(t, scope)).map((t) => ({
        at: t.createdOn,
        type: t.type,
        assetName: t.assetName,
        poNumber: db.assets.find((a) => a.id === t.assetId)?.poNumber ?? null,
        ticketNumber: t.ticketNumber,
        status: t.status,
        orderId: null,
      }));
      // An order's activity: its opportunityType as the type and its ERP status (the codes its card
      // reads), its P.O. number and its id (`orderId`, so the activity opens the order; issue 31).
      const fromOrders = db.orders.filter((o) => inScope(o, scope)).map((o) => ({
        at: `${o.dateOrdered}T00:00:00.000Z`,
        type: o.opportunityType,
        assetName: o.assetName,
        poNumber: o.customerPo,
        ticketNumber: null,
        status: o.erpStatus,
        orderId: o.id,
      }));
      const all = [...fromTickets, ...fromOrders].sort((a, b) => b.at.localeCompare(a.at));
      const result = paginate(all, intParam(url, ["page"], 0), intParam(url, ["size", "pageSize"], 10));
      return ok({ recentActivities: result.items.map(({ at: _at, ...rest }) => rest), totalElementsReturned: result.items.length });
    }),
  ),
];
