import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { withHeaderBack } from "~/http/header.server";
import { headerBack, type PageHandle } from "~/ui/shell/title";
import { ACTING_REFUSED } from "~/domain/acting";
import { data, redirect } from "@remix-run/node";
import { isRouteErrorResponse, Link, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { renameSchema } from "~/domain/asset-forms.server";
import { ASSET_ID, ASSET_TICKET_PARAMS, parseAssetPageQuery } from "~/domain/asset-query.server";
import { TICKET_FILTER_LABELS, canonicalTicketSearch } from "~/domain/ticket-query.server";
import { encodeTicketFilter } from "~/domain/tickets";
import { countAppliedFilters } from "~/domain/filters";
import { assetFacts, assetPageDetails } from "~/domain/asset-view.server";
import { ACTIVE_ORDER_PREVIEW, ASSET_NAME_MAX, ASSET_TICKET_PAGE_SIZE, DOCUMENT_CATEGORIES, DOCUMENT_PAGE_SIZE, documentTypeOf, divisionLabel } from "~/domain/assets";
import { formatDate, todayInIndia } from "~/domain/dates";
import { assetEventLabel, orderStatusLabel } from "~/domain/labels";
import { objectHref, objectName } from "~/domain/links";
import { assetActions } from "~/domain/object-actions";
import { orderKindOf, orderTypeChip } from "~/domain/orders";
import { parseAssetDeepLink } from "~/domain/deep-link";
import { fileSize } from "~/domain/format";
import { dealerListParams, hasInternalEmail } from "~/domain/roles";
import { ticketCard } from "~/domain/ticket-cards.server";
import { servedFile } from "~/download/documents.server";
import { submitDialog, type DialogActionData } from "~/forms/dialog.server";
import { readForm } from "~/forms/read.server";
import { requireUser } from "~/session/guard.server";
import { emailDomains } from "~/env.server";
import { AssetFactsBlock, AssetHistories, AssetSideSections } from "~/ui/assets/AssetOverview";
import { AssetTicketResults, DocumentsSection, SECTION, TicketsSection, Failed, type DocumentsView, type OrdersView, type TicketsView } from "~/ui/assets/AssetSections";
import { drawn } from "~/http/drawn.server";
import { Kept } from "~/ui/kept";
import { RenameForm } from "~/ui/assets/RenameForm";
import { RouteErrorPanel } from "~/ui/errors";
import { activeContractsOf, activeOrdersPreview, assetHistory, getAsset, renameAsset, serviceHistory, updateAccount } from "~/upstream/assets.server";
import { listDocuments } from "~/upstream/documents.server";
import { listContracts } from "~/upstream/contracts.server";
import { assetContractView } from "~/domain/contracts";
import { isUpstreamError } from "~/upstream/errors";
import { listTickets } from "~/upstream/tickets.server";
import { validationOnly } from "~/forms/validate-intent.server";

/** The header's title (and Back) on this page (app/ui/shell/title.ts, issue 54). */
export const handle: PageHandle = { title: "Asset Details", back: headerBack("/dashboard/assets") };

/**
 * The asset page (spec document 1 sections 2 and 4, document 2 sections 2.3, 3, 4.1, 4.6): the one
 * place with everything about one machine. Six upstream calls start together; an unknown asset,
 * or one outside the user's account or dealer code, is the not-found page; any other failed call
 * shows its own message in its section (docs/decisions/016). Asset deep links post the account
 * update first.
 */
const ROUTE = "routes/_app.asset.$id";
const RENAME_REFUSED = ACTING_REFUSED.rename;
const NOTICES: Record<string, string> = {
  "download-failed": "We could not download that document right now. Please try again in a moment.",
  "zip-failed": "We could not prepare the ZIP right now. Please try again in a moment.",
  "zip-empty": "There are no documents to download in this category.",
  "link-failed": "We could not confirm the account of this link. The page shows what your own account may see.",
};
const BAD_LINK = "This asset link could not be read. Open the asset from the Assets tab, or ask for a new link.";

/** Service visits listed on the page (issue 33 §3), newest first. */
const SERVICE_VISITS_SHOWN = 5;
const notFound = () => data({ message: "Not found" }, { status: 404 });
const settled = <T,>(result: PromiseSettledResult<T>): T | null => {
  if (result.status === "fulfilled") return result.value;
  if (isUpstreamError(result.reason)) return null;
  throw result.reason;
};

/** Contracts of the asset read to find the one that ended (an asset has one a year at most). */
const ASSET_CONTRACTS_READ = 20;

async function pageLoader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const { user, session } = auth;
  const assetId = params.id ?? "";
  if (!ASSET_ID.test(assetId)) throw notFound();
  const url = new URL(request.url);
  const self = `/asset/${encodeURIComponent(assetId)}`;

  // An asset deep link: the account update first, then the page at its clean address.
  const link = parseAssetDeepLink(url.search);
  if (link.kind === "malformed") throw data({ message: BAD_LINK, assetPath: self }, { status: 400 });
  if (link.kind === "link") {
    try {
      await updateAccount(session, link, request.signal);
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      throw redirect(`${self}?notice=link-failed`);
    }
    throw redirect(self);
  }

  const query = parseAssetPageQuery(url);
  // Without JavaScript a changed type still submits the old statuses: the URL keeps only what applies.
  const canonical = canonicalTicketSearch(url, query.tickets, { ...ASSET_TICKET_PARAMS, page: "ticketPage" });
  if (canonical !== null) throw redirect(`${self}${canonical}#tickets`);
  const dealer = dealerListParams({ role: user.cpContactProfile, tcaUser: user.tcaUser });
  const [asset, contracts, assetContracts, orders, tickets, documents, events, visits] = await Promise.allSettled([
    getAsset(session, assetId, request.signal),
    activeContractsOf(session, assetId, request.signal),
    // Every contract of the asset, ended ones too: Expired and Renew only for one that ended (issue 42 §1).
    listContracts(session, { page: 0, size: ASSET_CONTRACTS_READ, assetId, tcaUser: dealer.tcaUser, signal: request.signal }),
    activeOrdersPreview(session, assetId, ACTIVE_ORDER_PREVIEW, request.signal),
    listTickets(session, {
      view: "all",
      page: query.ticketPage - 1,
      pageSize: ASSET_TICKET_PAGE_SIZE,
      assetId,
      filterBy: encodeTicketFilter(query.tickets) || undefined,
      ...dealer,
      signal: request.signal,
    }),
    listDocuments(session, { assetId, type: documentTypeOf(query.category), page: query.docPage - 1, size: DOCUMENT_PAGE_SIZE, signal: request.signal }),
    // Issue 33 §3: what happened to the asset, and the service visits done on it (decision 082).
    assetHistory(session, assetId, request.signal),
    serviceHistory(session, { assetId, size: SERVICE_VISITS_SHOWN, tcaUser: dealer.tcaUser, signal: request.signal }),
  ]);
  // The asset decides the page: not the user's (or unknown) is the not-found page.
  if (asset.status === "rejected" && isUpstreamError(asset.reason) && asset.reason.status === 404) throw notFound();
  const today = todayInIndia();
  const found = settled(asset);
  const staff = hasInternalEmail(user.email, emailDomains());

  const contract = assetContractView({
    active: settled(contracts),
    all: settled(assetContracts)?.items ?? null,
    warrantyEnd: found?.warrantyExpiredDate ?? null,
    assetId,
    self,
  });

  const orderPage = settled(orders);
  const orderView: OrdersView = {
    failed: orderPage === null,
    total: orderPage?.totalElements ?? 0,
    // Named by the P.O. number, with the type and status its card in Spares & Services shows (issue 31).
    items: (orderPage?.orderInfo ?? []).map((o) => {
      const object = { kind: "order", id: o.id, poNumber: o.customerPo, orderNumber: o.erpOrderNumber } as const;
      return {
        id: o.id,
        name: objectName(object),
        details: [o.customerPo && o.erpOrderNumber ? `Thermax order ${o.erpOrderNumber}` : null, orderTypeChip(o.opportunityType), o.edd ? `Readiness ${formatDate(o.edd)}` : null].filter(Boolean).join(" · "),
        status: orderStatusLabel(o.erpStatus, orderKindOf(o.type)),
        href: objectHref(object, { back: self }),
      };
    }),
  };

  const ticketPage = settled(tickets);
  const ticketView: TicketsView = {
    failed: ticketPage === null,
    filter: query.tickets,
    filtersApplied: countAppliedFilters([query.tickets.types, query.tickets.statuses]),
    resetTo: `${self}#tickets`,
    labels: TICKET_FILTER_LABELS,
    page: query.ticketPage,
    totalPages: ticketPage?.totalPages ?? 0,
    totalElements: ticketPage?.totalElements ?? 0,
    items: (ticketPage?.ticketInfoList ?? []).map((t) => ticketCard(t, { userId: user.userId, staff }, { back: `${self}${url.search}` })),
  };

  const documentPage = settled(documents);
  const categoryLabel = DOCUMENT_CATEGORIES.find((c) => c.key === query.category)?.label.toLowerCase();
  const documentView: DocumentsView = {
    category: query.category,
    failed: documentPage === null,
    page: query.docPage,
    totalPages: documentPage?.totalPages ?? 0,
    totalElements: documentPage?.totalElements ?? 0,
    zipHref: `${self}/download-all?category=${query.category}`,
    zipLabel: categoryLabel ? `Download all ${categoryLabel} (ZIP)` : "Download all documents (ZIP)",
    // The tickets' page and filter ride along with the documents' filter.
    keep: [
      ...(query.ticketPage > 1 ? [["ticketPage", String(query.ticketPage)] as [string, string]] : []),
      ...query.tickets.types.map((t) => [ASSET_TICKET_PARAMS.type, t] as [string, string]),
      ...query.tickets.statuses.map((t) => [ASSET_TICKET_PARAMS.status, t] as [string, string]),
    ],
    // Keep offline (docs/decisions/077): not while an admin acts for the customer.
    offline: auth.acting ? undefined : { assetId, assetName: found?.name ?? found?.thermaxName ?? assetId },
    items: (documentPage?.documents ?? []).map((d) => {
      const href = `${self}/documents/${encodeURIComponent(d.cvId)}`;
      // The name shown is the name the download gets (safeFileName): no bidi control or line break.
      const served = servedFile(d);
      return {
        cvId: d.cvId,
        title: d.title ?? served.fileName,
        fileName: served.fileName,
        type: d.type ?? "NA",
        size: fileSize(d.size),
        date: formatDate(d.createdDate),
        isNew: !d.isViewed,
        // A PDF opens in the portal's PDF viewer page; an image in a new tab (decision 052).
        viewHref: served.contentType === "application/pdf" ? `${href}/view` : served.viewable ? `${href}?view=1` : null,
        viewInPortal: served.contentType === "application/pdf",
        downloadHref: href,
      };
    }),
  };

  // The histories as lists of dated lines, worded and dated here (no date code in the browser).
  const eventList = settled(events);
  const visitPage = settled(visits);
  const visitTotal = visitPage?.totalElements ?? 0;
  const history = [
    {
      id: "service-history",
      title: visitTotal > SERVICE_VISITS_SHOWN ? `Service History (latest ${SERVICE_VISITS_SHOWN} of ${visitTotal} visits)` : "Service History",
      failed: visitPage === null ? "We could not load the service history right now." : null,
      empty: "No service visits yet.",
      items: (visitPage?.services ?? []).map((v) => ({ date: formatDate(v.visitDate), text: [v.serviceName ?? "Service", "visit", v.engineerName ? `by ${v.engineerName}` : null].filter(Boolean).join(" ") })),
    },
    {
      id: "asset-history",
      title: "Asset History",
      failed: eventList === null ? "We could not load the asset's history right now." : null,
      empty: "Nothing has been recorded for this asset yet.",
      items: (eventList ?? []).flatMap((e) => {
        const label = assetEventLabel(e.type);
        return label ? [{ date: formatDate(e.date), text: e.reference ? `${label} · ${e.reference}` : label }] : [];
      }),
    },
  ];

  const notice = url.searchParams.get("notice");
  // This page again, without the one-off notes (for the dialogs' Close).
  const here = new URLSearchParams(url.search);
  for (const once of ["notice", "doc", "renamed"]) here.delete(once);
  const facts = found ? assetFacts(found, today) : null;
  const details = found ? assetPageDetails(found, today) : null;
  const division = divisionLabel(found?.division);
  const herePath = here.size ? `${self}?${here}` : self;
  // The requests that take this asset, filled in, at every width (issue 52 §1; the dialogs say who may not send them).
  const actions = found ? assetActions(assetId, herePath) : [];
  return {
    assetId,
    self,
    here: herePath,
    facts,
    details,
    actions,
    history,
    // The parts that only show what was found are drawn here for a client navigation (issue 54):
    // the page's script has none of their code (app/ui/kept.tsx).
    kept: {
      facts: facts ? await drawn(request, context, () => <AssetFactsBlock facts={facts} details={details} division={division} self={self} actions={actions} />) : undefined,
      side: await drawn(request, context, () => <AssetSideSections contract={contract} orders={orderView} />),
      history: await drawn(request, context, () => <AssetHistories history={history} />),
      tickets: await drawn(request, context, () => <AssetTicketResults tickets={ticketView} pageSize={ASSET_TICKET_PAGE_SIZE} />),
    },
    name: found?.name ?? "",
    division,
    notice: notice && NOTICES[notice] ? NOTICES[notice] : null,
    renamed: url.searchParams.get("renamed") === "1",
    // The rename form's words from here: no text in the asset page's bundle (decision 011).
    rename: {
      hint: `Letters, digits, spaces and the usual punctuation of plant names (. , ' ( ) / & # + : -), up to ${ASSET_NAME_MAX} characters.`,
      refused: auth.acting ? "Administrators acting as a customer can see this asset but cannot rename it." : null,
    },
    contract,
    orders: orderView,
    tickets: ticketView,
    documents: documentView,
  };
}

/** Rename (PUT assets/{id} `{ name }`): back to the page with a note, or the errors with the name kept. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const assetId = params.id ?? "";
  if (!ASSET_ID.test(assetId)) throw notFound();
  const form = await readForm(request);
  const validation = validationOnly(form, renameSchema);
  if (validation) return validation;
  if (form.get("intent") !== "rename") return data<DialogActionData>({ result: { status: "error", error: { "": ["Unknown action."] } } }, { status: 400 });
  const outcome = await submitDialog({
    auth,
    form,
    schema: renameSchema,
    actingRefused: RENAME_REFUSED,
    send: (value) => renameAsset(auth.session, assetId, value.name),
    // The upstream's own word on a name it refuses, on the field.
    onUpstreamError: (error) => (error.status === 400 && error.upstreamMessage ? { fieldErrors: { name: [error.upstreamMessage] } } : undefined),
  });
  if (!outcome.ok) return outcome.response;
  return redirect(`/asset/${encodeURIComponent(assetId)}?renamed=1`, 303);
}

/** The page's data and where the header's Back goes (app/http/header.server.ts, issue 54). */
export const loader = withHeaderBack(pageLoader);

export default function AssetPage() {
  const page = useLoaderData<typeof loader>();
  const renamed = useActionData<typeof action>() as DialogActionData | undefined;
  const { facts, details } = page;
  // Request Document opens over the shell and closes back to this page, query included.
  const requestHref = `${page.self}/request-document?returnTo=${encodeURIComponent(page.here)}`;
  return (
    <div className="space-y-4">
      {page.notice ? (
        <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          {page.notice}
        </p>
      ) : null}
      {page.renamed ? (
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-green-900">
          The asset has its new name.
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="asset-heading" className={SECTION}>
          {facts ? (
            <>
              <Kept id="kept-asset-facts" html={page.kept.facts}>
                {import.meta.env.SSR ? <AssetFactsBlock facts={facts} details={details} division={page.division} self={page.self} actions={page.actions} /> : null}
              </Kept>
              <RenameForm current={page.name} result={renamed?.result} failed={renamed?.failed} words={page.rename} />
            </>
          ) : (
            <>
              <h1 id="asset-heading" className="mb-3 text-xl font-semibold">
                Asset Details
              </h1>
              <Failed>We could not load this asset&apos;s details right now. Please try again in a moment.</Failed>
            </>
          )}
        </section>
        <Kept id="kept-asset-side" className="space-y-4" html={page.kept.side}>
          {import.meta.env.SSR ? <AssetSideSections contract={page.contract} orders={page.orders} /> : null}
        </Kept>
      </div>
      <DocumentsSection documents={page.documents} pageSize={DOCUMENT_PAGE_SIZE} requestHref={requestHref} />
      <TicketsSection
        tickets={page.tickets}
        results={
          <Kept id="kept-asset-tickets" className="" html={page.kept.tickets}>
            {import.meta.env.SSR ? <AssetTicketResults tickets={page.tickets} pageSize={ASSET_TICKET_PAGE_SIZE} /> : null}
          </Kept>
        }
      />
      <Kept id="kept-asset-histories" className="grid gap-4 lg:grid-cols-2" html={page.kept.history}>
        {import.meta.env.SSR ? <AssetHistories history={page.history} /> : null}
      </Kept>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: `${page?.facts?.title ?? "Asset Details"} | Thermax Customer Portal` }];

/** A malformed deep link says what went wrong and offers the clean page; other errors as usual. */
export function ErrorBoundary() {
  const error = useRouteError();
  const link = isRouteErrorResponse(error) && error.status === 400 && typeof error.data?.assetPath === "string" ? (error.data as { message: string; assetPath: string }) : null;
  if (!link) return <RouteErrorPanel error={error} />;
  return (
    <section aria-labelledby="error-heading" className="mx-auto max-w-xl py-12 text-center">
      <p className="text-sm font-semibold text-brand-red">400</p>
      <h1 id="error-heading" className="mt-2 text-2xl font-semibold text-ink">
        This link could not be read
      </h1>
      <p className="mt-3 text-ink/80">{link.message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={link.assetPath} className="btn-primary">
          Open the asset page
        </Link>
        <Link to="/dashboard/assets" className="btn-secondary">
          Go to Assets
        </Link>
      </div>
    </section>
  );
}
