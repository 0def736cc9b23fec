import { findUserById, testFixturesEnabled } from "../data/users";
import { createRandom, isoDays, pad } from "./prng";
import {
  COMMON_TICKET_STATUSES,
  EXTRA_TICKET_STATUSES,
  TICKET_TYPES,
  type Asset,
  type Attachment,
  type Complaint,
  type Ticket,
  type TicketMessage,
} from "./types";

/** Demo users by account, for ticket contacts; "own ticket" rules compare contactId with userId. */
const contactsByAccount: Record<string, readonly string[]> = {
  "ACC-1001": ["U-1001", "U-1002", "U-1007", "U-1001"],
  "ACC-1002": ["U-1003", "U-1004", "U-1008"],
  "ACC-1003": ["U-1006", "U-1005"],
};
const accountCycle = ["ACC-1001", "ACC-1001", "ACC-1002", "ACC-1001", "ACC-1003"] as const;
const STAFF_ID = "U-2001";

const PNG_1PX =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

/** Stored as the upstream would keep it; the portal must sanitise before rendering. */
export const HOSTILE_MESSAGE_HTML =
  '<p>Report attached <img src="x" onerror="alert(\'xss-img\')"> and <a href="javascript:alert(\'xss-link\')">open details</a></p>' +
  "<script>alert('xss-script')</script>";

/**
 * A short thread reads as a real one (issue 31): the customer asks and answers, the maker's team
 * acknowledges, asks and advises; each line is said by the side that would say it.
 */
const customerLines = [
  "<p>Please look into this at the earliest; the plant runs three shifts.</p>",
  "<p>Serial number is on the name plate: <i>TH-7781-A</i>.</p>",
  "<p>Monday works for us. The shutdown permit and the last service report will be ready.</p>",
  "<p>Thank you, the unit has been running normally since.</p>",
];
const staffLines = [
  "<p>We have received your request and assigned it to our service team.</p>",
  "<p>Could you please share the <b>serial number</b> of the equipment?</p>",
  "<p>Our engineer will visit on <b>Monday</b>. Please keep the following ready:</p><ul><li>Shutdown permit</li><li>Last service report</li></ul>",
  "<ol><li>Isolate the unit</li><li>Drain the condensate</li><li>Restart after 30 minutes</li></ol>",
];

/** The latest update the maker's team wrote on a ticket in this status (`updatedMessage`, HTML). */
const UPDATES: Record<string, string> = {
  Open: "<p>We have received your request. Our service team will contact you within <b>2 working days</b>.</p>",
  Completed: "<p>Work completed on site. The service report has been shared with your <i>plant in-charge</i>.</p>",
  Invalid: "<p>Closed as a duplicate of an earlier request from your site.</p>",
  Registered: "<p>Complaint registered and assigned to the regional service engineer.</p>",
  Drafted: "<p>Quotation drafted; it is with our sales team for approval.</p>",
  Closed: "<p>Closed after your confirmation.</p>",
  Validated: "<p>Quotation validated. You will receive it by e-mail shortly.</p>",
  "Resolution In Progress": "<p>Spare parts dispatched; our engineer will visit on <b>Thursday</b>.</p>",
};

/** The statuses that end a ticket: it carries the day it reached one (`closedOn`, decision 103). */
export const ENDED_TICKET_STATUSES: readonly string[] = ["Completed", "Closed", "Invalid"];

/**
 * When a seeded ticket in an ending status was closed: some days after it was opened, never after
 * the reference day. Drawn from a PRNG of its own, so the other seeded fields keep their values.
 */
function closedOnOf(createdOn: string, status: string, rnd: ReturnType<typeof createRandom>): string | null {
  if (!ENDED_TICKET_STATUSES.includes(status)) return null;
  const closed = Math.min(Date.parse(createdOn) + rnd.int(1, 40) * 86_400_000 + rnd.int(1, 8) * 3_600_000, Date.parse(isoDays(-0.25)));
  return new Date(Math.max(closed, Date.parse(createdOn) + 3_600_000)).toISOString();
}

function statusesOf(type: (typeof TICKET_TYPES)[number]): string[] {
  return [...COMMON_TICKET_STATUSES, ...(EXTRA_TICKET_STATUSES[type] ?? [])];
}

/**
 * Tickets of every type and status, spread over the demo accounts. A complaint's ticket is the
 * complaint's own (issue 31: one number everywhere): numbered by its case number, with its status,
 * asset and contact, so the card, the complaint page, search and notifications name it alike. The
 * Complaint slots of the type loop keep their numbers unused, so the other tickets keep theirs.
 */
export function seedTickets(assets: Asset[], complaints: Complaint[] = []): Ticket[] {
  const rnd = createRandom(4004);
  const closing = createRandom(4014);
  const tickets: Ticket[] = [];
  let n = 0;
  for (const type of TICKET_TYPES) {
    for (const status of statusesOf(type)) {
      if (type === "Complaint") {
        rnd.int(1, 240);
        rnd.int(3, 12);
        n++;
        continue;
      }
      const accountId = accountCycle[n % accountCycle.length];
      const contacts = contactsByAccount[accountId];
      const contactId = contacts[n % contacts.length];
      const contact = findUserById(contactId);
      const accountAssets = assets.filter((a) => a.accountId === accountId);
      // Callbacks and document requests are not always tied to an asset.
      const asset = n % 6 === 5 ? null : accountAssets[n % accountAssets.length];
      const createdOn = isoDays(-rnd.int(1, 240), rnd.int(3, 12));
      tickets.push({
        ticketNumber: `TCK-${pad(100200 + n, 6)}`,
        assetId: asset?.id ?? null,
        assetName: asset ? (asset.name ?? asset.thermaxName) : null,
        product: asset?.productFamily ?? null,
        createdOn,
        createdBy: contact ? `${contact.firstName} ${contact.lastName}` : contactId,
        type,
        status,
        closedOn: closedOnOf(createdOn, status, closing),
        updatedMessage: UPDATES[status] ?? `<p>${type} is <b>${status}</b>.</p>`,
        contactId,
        accountId,
        tcaUser: asset?.tcaUser ?? null,
      });
      n++;
    }
  }
  for (const c of complaints) {
    const asset = assets.find((a) => a.id === c.assetId);
    const contact = findUserById(c.contactId);
    tickets.push({
      ticketNumber: c.caseNumber,
      assetId: c.assetId,
      assetName: c.assetName,
      product: asset?.productFamily ?? null,
      createdOn: c.createdDate,
      createdBy: contact ? `${contact.firstName} ${contact.lastName}` : c.contactName,
      type: "Complaint",
      status: c.status,
      // A complaint ended on the day its status was set.
      closedOn: ENDED_TICKET_STATUSES.includes(c.status) ? c.statusDate : null,
      // In words a customer reads, as the other tickets' updates (issue 31: no status codes in prose).
      updatedMessage: UPDATES[c.status] ?? `<p>Your complaint is being looked into.</p>`,
      contactId: c.contactId,
      accountId: c.accountId,
      tcaUser: c.tcaUser,
    });
  }
  // The thread tests' own tickets exist only when their users do (MOCK_TEST_FIXTURES, decision 018).
  if (testFixturesEnabled()) tickets.push(...threadTestTickets(assets));
  return tickets;
}

/**
 * One ticket for each message-thread test account (thread.js / thread.nojs and the outbox's writers
 * outbox.js / outbox.nojs, account ACC-1005), so
 * posting a message never touches data another test reads. The asset is named but the ticket
 * carries no dealer code, so dealers' lists do not change.
 */
export const THREAD_TEST_TICKETS = { "U-9006": "TCK-109006", "U-9016": "TCK-109016", "U-9203": "TCK-109203", "U-9213": "TCK-109213" } as const;

function threadTestTickets(assets: Asset[]): Ticket[] {
  const asset = assets.find((a) => a.accountId === "ACC-1005");
  return Object.entries(THREAD_TEST_TICKETS).map(([contactId, ticketNumber], i) => {
    const contact = findUserById(contactId);
    return {
      ticketNumber,
      assetId: asset?.id ?? null,
      assetName: asset ? (asset.name ?? asset.thermaxName) : null,
      product: asset?.productFamily ?? null,
      createdOn: isoDays(-3 - i, 4),
      createdBy: contact ? `${contact.firstName} ${contact.lastName}` : contactId,
      type: "Requested Callback",
      status: "Open",
      updatedMessage: "<p>Requested Callback is <b>Open</b>.</p>",
      contactId,
      accountId: "ACC-1005",
      tcaUser: null,
    };
  });
}

function author(userId: string) {
  const u = findUserById(userId);
  if (!u) throw new Error(`seed: unknown user ${userId}`);
  return { userId, userFirstName: u.firstName, userLastName: u.lastName, userEmail: u.email };
}

export function seedTicketMessages(tickets: Ticket[]): TicketMessage[] {
  const messages: TicketMessage[] = [];
  let id = 1;
  const add = (t: Ticket, hoursAfter: number, from: string, message: string, isRead: boolean, attachments: Attachment[] = []) => {
    const createdDate = new Date(Date.parse(t.createdOn) + hoursAfter * 3_600_000).toISOString();
    messages.push({ id: `MSG-${pad(id++, 5)}`, ticketNumber: t.ticketNumber, message, createdDate, isRead, attachments, ...author(from) });
  };

  tickets.forEach((t, index) => {
    // The seeded TCK numbers give each thread its shape (as when they were numbered by position).
    const n = /^TCK-1002\d\d$/.test(t.ticketNumber) ? Number(t.ticketNumber.slice(4)) - 100200 : index;
    if ((Object.values(THREAD_TEST_TICKETS) as string[]).includes(t.ticketNumber)) {
      add(t, 1, t.contactId, "<p>Please call me about the <b>boiler feed pump</b>.</p>", true);
      add(t, 26, STAFF_ID, "<p>Noted. Which time suits you?</p>", false);
      return;
    }
    if (n === 0) {
      // The showcase thread of customer@demo.test: formatting, attachments and hostile markup.
      add(t, 1, t.contactId, "<p>The <b>chiller outlet temperature</b> is 2 °C above set point.</p><ul><li>Since last week</li><li>Only at full load</li></ul>", true);
      add(t, 5, STAFF_ID, "<p>Thanks. Please send a photo of the control panel display.</p>", true);
      add(t, 6, t.contactId, `<p>Photo of the panel:</p><p><img src="${PNG_1PX}" alt="panel.png"></p>`, true, [
        { fileName: "panel.png", contentType: "image/png", url: PNG_1PX },
      ]);
      add(t, 7, t.contactId, "<p>Log sheet attached.</p>", true, [
        { fileName: "logsheet-october.pdf", contentType: "application/pdf", url: "/files/logsheet-october.pdf" },
      ]);
      // It says a report is attached, and it is (issue 40 §2: a message's file opens from the thread).
      add(t, 30, STAFF_ID, HOSTILE_MESSAGE_HTML, false, [
        { fileName: "Service report TCK-100200.pdf", contentType: "application/pdf", url: "/files/service-report-TCK-100200.pdf" },
      ]);
      add(t, 31, STAFF_ID, "<p>Our engineer <i>Farah Khan</i> will call you today.</p>", false);
      return;
    }
    // The customer opens the thread, the maker's team answers, and so on.
    const count = n % 4;
    for (let m = 0; m < count; m++) {
      const fromStaff = m % 2 === 1;
      const lines = fromStaff ? staffLines : customerLines;
      add(t, 2 + m * 20, fromStaff ? STAFF_ID : t.contactId, lines[(n + Math.floor(m / 2)) % lines.length], !(fromStaff && m === count - 1));
    }
  });
  return messages;
}
