import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ACTING_REFUSED } from "~/domain/acting";
import { COMPLAINT_TYPE_LABELS, complaintTimeline, isComplaintType } from "~/domain/complaints";
import { objectHref } from "~/domain/links";
import {
  askMessages,
  composerData,
  markRead,
  sendThreadMessage,
  threadFrom,
  THREAD_TEXT,
  type SendResult,
} from "~/forms/ticket-thread.server";
import { allowedTicket } from "~/http/ticket-access.server";
import { answerReplay } from "~/forms/outbox.server";
import { Conversation } from "~/ui/tickets/Conversation";
import { Kept } from "~/ui/kept";
import { drawn } from "~/http/drawn.server";
import { MessageThread, messageAnchor } from "~/ui/tickets/MessageThread";
import { formatDate, formatDateTime, isoDateInIndia, todayInIndia } from "~/domain/dates";
import { fileSize } from "~/domain/format";
import { phoneHref } from "~/domain/patterns";
import { servedFile } from "~/download/documents.server";
import { ticketStatusLabel } from "~/domain/labels";
import { sanitizeUpstreamHtml } from "~/domain/sanitize.server";
import { requireUser, type Auth } from "~/session/guard.server";
import { safeReturnPath } from "~/domain/return-path";
import { GeneralErrorBoundary } from "~/ui/errors";
import { StatusTimeline } from "~/ui/StatusTimeline";
import { complaintDetails, complaintServiceReports } from "~/upstream/complaints.server";
import { isUpstreamError } from "~/upstream/errors";
import { ErrorNote } from "~/ui/Notice";
import { FileList } from "~/ui/FileList";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Complaint Details" };

const ROUTE = "routes/_app.complaints.$id";
const NA = "NA";
const DEFAULT_BACK = "/dashboard/tickets";
const DOWNLOAD_FAILED = "We could not download that file right now. Please try again in a moment.";

/**
 * Complaint details (spec document 2 sections 2.12 and 4.4). Back follows the Track/History rule
 * as a query parameter: `?back=` (a same-site path, e.g. the tickets list with its filters) or
 * the tickets list (docs/decisions/010).
 */
/**
 * The complaint's conversation (issue 40 §3): its ticket has the case number, and its thread is
 * the ticket's, read and written with the thread's own steps and rule (staff, or the person who
 * raised it). Null when the viewer may not read it (a colleague of the company); an upstream
 * failure gives the thread's failure words.
 */
async function conversationOf(auth: Auth, request: Request, caseNumber: string | null, self: string) {
  if (!caseNumber) return null;
  const url = new URL(request.url);
  const sent = url.searchParams.get("sent");
  url.searchParams.delete("sent");
  url.searchParams.delete("notice");
  const early = askMessages(auth, caseNumber, request.signal);
  try {
    const ticket = await allowedTicket(auth, caseNumber, request.signal);
    markRead(auth, ticket.ticketNumber);
    const settled = await (ticket.ticketNumber === caseNumber ? early : askMessages(auth, ticket.ticketNumber, request.signal));
    return { ...(await composerData(auth, `${self}${url.search}`, request)), ...threadFrom(auth, settled, ticket.ticketNumber, sent) };
  } catch (error) {
    if (isUpstreamError(error)) return { ...(await composerData(auth, `${self}${url.search}`, request)), days: [], error: THREAD_TEXT.loadFailed };
    // 403 or 404: not this viewer's conversation (a thrown `data`); anything else is a real error.
    if ((error as { type?: string } | null)?.type === "DataWithResponseInit") return null;
    throw error;
  }
}

/** The complaint's data, and the parts that only show it drawn for a client navigation (issue 54, app/ui/kept.tsx). */
export async function loader(args: LoaderFunctionArgs) {
  const data = await complaintLoader(args);
  const { complaint, conversation, notice } = data;
  return {
    ...data,
    kept: complaint
      ? {
          facts: await drawn(args.request, args.context, () => <ComplaintFacts complaint={complaint} />),
          files: await drawn(args.request, args.context, () => (
            <ComplaintFiles complaint={complaint} notice={notice} />
          )),
          thread:
            conversation && !conversation.error
              ? await drawn(args.request, args.context, () => <MessageThread days={conversation.days} />)
              : undefined,
        }
      : undefined,
  };
}

async function complaintLoader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const { session } = auth;
  const id = params.id ?? "";
  const back = safeReturnPath(new URL(request.url).searchParams.get("back")) ?? DEFAULT_BACK;
  // The detail and its service reports start together (issue 33 §3); the detail decides the page.
  const [detail, reportList] = await Promise.allSettled([
    complaintDetails(session, id, request.signal),
    complaintServiceReports(session, id, request.signal),
  ]);
  if (detail.status === "rejected") {
    const error = detail.reason;
    if (!isUpstreamError(error)) throw error;
    if (error.status === 404) throw data({ message: "Complaint not found" }, { status: 404 });
    return { back, notice: null, complaint: null, conversation: null };
  }
  if (reportList.status === "rejected" && !isUpstreamError(reportList.reason)) throw reportList.reason;
  const complaint = detail.value;
  // Absent values are left out (issue 31); the status reads as on the complaint's ticket card.
  const show = (v: string | null) => (v && v.trim() && v.trim() !== NA ? v : null);
  // What the customer attached, each streamed through the portal (issue 32 §2, decision 079).
  const self = `/complaints/${encodeURIComponent(id)}/attachments`;
  const attachments = complaint.attachments.map((a) => {
    const file = `${self}/${encodeURIComponent(a.id)}`;
    const served = servedFile(a);
    return {
      id: a.id,
      fileName: served.fileName,
      details: [a.size === null ? null : fileSize(a.size), a.createdDate ? formatDate(a.createdDate) : null]
        .filter(Boolean)
        .join(" · "),
      viewHref: served.viewable ? `${file}?view=1` : null,
      downloadHref: file,
    };
  });
  // The service engineers' reports, streamed the same way (decision 081); null when the call failed.
  const reportsSelf = `/complaints/${encodeURIComponent(id)}/service-reports`;
  const serviceReports =
    reportList.status === "fulfilled"
      ? reportList.value.map((r) => {
          const file = `${reportsSelf}/${encodeURIComponent(r.id)}`;
          const served = servedFile(r);
          return {
            id: r.id,
            fileName: served.fileName,
            details: [
              r.visitDate ? `Visit ${formatDate(r.visitDate)}` : null,
              r.engineerName,
              r.size === null ? null : fileSize(r.size),
            ]
              .filter(Boolean)
              .join(" · "),
            viewHref: served.viewable ? `${file}?view=1` : null,
            downloadHref: file,
          };
        })
      : null;
  const type = isComplaintType(complaint.complaintType)
    ? COMPLAINT_TYPE_LABELS[complaint.complaintType]
    : show(complaint.complaintType);
  return {
    back,
    // A failed download comes back with a notice for its section.
    notice: new URL(request.url).searchParams.get("notice"),
    conversation: await conversationOf(
      auth,
      request,
      show(complaint.caseNumber),
      `/complaints/${encodeURIComponent(id)}`,
    ),
    complaint: {
      caseNumber: show(complaint.caseNumber),
      status: ticketStatusLabel(complaint.status),
      contactName: show(complaint.contactName),
      assetName: show(complaint.assetName),
      assetHref: complaint.assetId ? objectHref({ kind: "asset", id: complaint.assetId }) : null,
      type,
      reason: show(complaint.reasonToComplaint),
      description: show(complaint.description),
      ownerName: show(complaint.ownerName),
      ownerEmail: show(complaint.ownerEmail),
      ownerMobilePhone: show(complaint.ownerMobilePhone),
      // A phone number the phone can call (issue 52 §5).
      ownerMobileHref: phoneHref(complaint.ownerMobilePhone),
      origin: show(complaint.origin),
      attachments,
      serviceReports,
      createdDate: complaint.createdDate ? formatDate(complaint.createdDate) : null,
      timeline: complaintTimeline(complaint, todayInIndia()).map((step) => ({
        ...step,
        statusDate: step.statusDate ? formatDate(step.statusDate) : null,
        statusDateIso: isoDateInIndia(step.statusDate),
        statusDateTime: step.statusDate ? formatDateTime(step.statusDate) : null,
      })),
      // Only for complaints raised on the portal, and only after sanitising on the server.
      resolutionHtml:
        complaint.origin === "Customer Portal" && complaint.proposedResolution
          ? sanitizeUpstreamHtml(complaint.proposedResolution)
          : null,
    },
  };
}

/**
 * A message in the complaint's conversation (issue 40 §3): the complaint must be the user's (its
 * detail's 404), its ticket the user's to write in (the thread's rule), then the thread's send;
 * POST, redirect, GET back to this page at the message sent.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  // A reply kept offline and sent now says how it went (docs/decisions/115).
  return answerReplay(request, context, auth, () => send(request, auth, params.id ?? ""));
}

async function send(request: Request, auth: Auth, id: string) {
  if (auth.acting) return data<SendResult>({ formError: ACTING_REFUSED.ticketMessage }, { status: 403 });
  let ticketNumber: string;
  try {
    const complaint = await complaintDetails(auth.session, id, request.signal);
    ticketNumber = (await allowedTicket(auth, complaint.caseNumber ?? "", request.signal)).ticketNumber;
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.status === 404) throw data({ message: "Complaint not found" }, { status: 404 });
    return data<SendResult>({ formError: THREAD_TEXT.sendFailed }, { status: 502 });
  }
  return sendThreadMessage(request, auth, ticketNumber, (sent) => {
    const url = new URL(request.url);
    url.searchParams.set("sent", sent);
    return `${url.pathname}${url.search}#${messageAnchor(sent)}`;
  });
}

export default function ComplaintDetailsPage() {
  const { back, complaint, notice, conversation, kept } = useLoaderData<typeof loader>();
  const sent = useActionData<SendResult>();
  return (
    <section aria-labelledby="complaint-heading" className="mx-auto max-w-4xl space-y-4">
      <Link to={back} className="inline-block text-sm font-medium text-brand-blue-dark hover:underline">
        ← Back
      </Link>
      <h1 id="complaint-heading" className="text-xl font-semibold text-ink">
        {complaint?.caseNumber ? `Complaint ${complaint.caseNumber}` : "Complaint Details"}
      </h1>
      {!complaint ? (
        <ErrorNote>We could not load this complaint right now. Please try again in a moment.</ErrorNote>
      ) : (
        <>
          <Kept id="kept-complaint-facts" className="space-y-4" html={kept?.facts}>
            {import.meta.env.SSR ? <ComplaintFacts complaint={complaint} /> : null}
          </Kept>
          <section
            id="conversation"
            aria-labelledby="conversation-heading"
            className="scroll-mt-20 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5"
          >
            <h2 id="conversation-heading" className="font-semibold">
              Conversation
            </h2>
            {!conversation ? (
              <p className="mt-1">
                The messages on this complaint are open to the person who raised it and to Thermax.
              </p>
            ) : conversation.error ? (
              <div className="mt-2">
                <ErrorNote>{conversation.error}</ErrorNote>
              </div>
            ) : (
              <Conversation days={conversation.days} threadHtml={kept?.thread} ticket={complaint.caseNumber ?? ""} composer={conversation} sent={sent} boxClassName="max-h-[60vh]" />
            )}
          </section>
          <Kept id="kept-complaint-files" className="space-y-4" html={kept?.files}>
            {import.meta.env.SSR ? <ComplaintFiles complaint={complaint} notice={notice} /> : null}
          </Kept>
        </>
      )}
    </section>
  );
}

type ComplaintView = NonNullable<Awaited<ReturnType<typeof complaintLoader>>["complaint"]>;

/** The complaint's stepper and facts (kept markup, issue 54). */
function ComplaintFacts({ complaint }: { complaint: ComplaintView }) {
  return (
    <>
      <StatusTimeline label="Complaint status" steps={complaint.timeline} />
      <dl className="grid gap-x-6 gap-y-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5 sm:grid-cols-2">
        <Item label="Case number" value={complaint.caseNumber} />
        <Item label="Status" value={complaint.status} />
        <Item label="Contact name" value={complaint.contactName} />
        <div>
          <dt className="text-sm text-ink/70">Asset name</dt>
          <dd className="font-medium break-words">
            {complaint.assetHref && complaint.assetName ? (
              <Link to={complaint.assetHref} className="text-brand-blue-dark underline">
                {complaint.assetName}
              </Link>
            ) : (
              (complaint.assetName ?? "Not listed")
            )}
          </dd>
        </div>
        <Item label="Complaint type" value={complaint.type} />
        <Item label="Reason" value={complaint.reason} />
        <Item label="Created on" value={complaint.createdDate} />
        <Item label="Origin" value={complaint.origin} />
        <Item label="Owner name" value={complaint.ownerName} />
        <Item label="Owner email" value={complaint.ownerEmail} />
        <Item label="Owner mobile" value={complaint.ownerMobilePhone} href={complaint.ownerMobileHref} />
      </dl>
    </>
  );
}

/** What was reported, the service reports and the proposed resolution (kept markup, issue 54). */
function ComplaintFiles({ complaint, notice }: { complaint: ComplaintView; notice: string | null }) {
  return (
    <>
      <section
        id="reported"
        aria-labelledby="reported-heading"
        className="scroll-mt-20 space-y-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5"
      >
        <h2 id="reported-heading" className="font-semibold">
          What was reported
        </h2>
        {notice === "download-failed" ? <ErrorNote>{DOWNLOAD_FAILED}</ErrorNote> : null}
        <div>
          <h3 className="text-sm text-ink/70">Description</h3>
          <p className="mt-0.5 whitespace-pre-line break-words">
            {complaint.description ?? "No description was given."}
          </p>
        </div>
        <div>
          <h3 className="text-sm text-ink/70">Attached files</h3>
          {complaint.attachments.length ? (
            <FileList label="Attached files" files={complaint.attachments} />
          ) : (
            <p className="mt-0.5">No files were attached.</p>
          )}
        </div>
      </section>
      <section
        id="service-reports"
        aria-labelledby="service-reports-heading"
        className="scroll-mt-20 space-y-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5"
      >
        <h2 id="service-reports-heading" className="font-semibold">
          Service Reports
        </h2>
        {notice === "report-failed" ? <ErrorNote>{DOWNLOAD_FAILED}</ErrorNote> : null}
        {!complaint.serviceReports ? (
          <ErrorNote>We could not load the service reports right now. Please try again in a moment.</ErrorNote>
        ) : complaint.serviceReports.length ? (
          <FileList label="Service reports" files={complaint.serviceReports} />
        ) : (
          <p>No service reports yet. The engineer&apos;s report appears here after a service visit.</p>
        )}
      </section>
      {complaint.resolutionHtml ? (
        <section aria-labelledby="resolution-heading" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5">
          <h2 id="resolution-heading" className="font-semibold">
            Proposed Resolution
          </h2>
          {/* Sanitised on the server by sanitizeUpstreamHtml. */}
          <div
            className="prose-sm mt-2 [&_a]:text-brand-blue-dark [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
            dangerouslySetInnerHTML={{ __html: complaint.resolutionHtml }}
          />
        </section>
      ) : null}
    </>
  );
}

function Item({ label, value, className, href }: { label: string; value: string | null; className?: string; href?: string | null }) {

  if (!value) return null;
  // One <div> per pair, straight under the <dl> (a second wrapper breaks the list for screen readers).
  return (
    <div className={className}>
      <dt className="text-sm text-ink/70">{label}</dt>
      <dd className="font-medium break-words">{href ? <a href={href} className="text-brand-blue-dark underline">{value}</a> : value}</dd>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Complaint Details | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
