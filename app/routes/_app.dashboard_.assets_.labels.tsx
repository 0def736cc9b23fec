import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ASSET_ID, parseAssetListQuery } from "~/domain/asset-query.server";
import { intoSheets, LABELS_MAX, sheetSummary, SHEET, tickedIds, TICKED_MAX } from "~/domain/asset-label";
import { assetsOfList, printedLabel, tickedAssets, type PrintedLabel } from "~/labels/labels.server";
import { LABELS_LIMIT } from "~/domain/limits";
import { takeUserPoint, throwIfLimited } from "~/security/rate-limit.server";
import { actorId, requireUser } from "~/session/guard.server";
import { GeneralErrorBoundary } from "~/ui/errors";
import { AssetLabelCard } from "~/ui/labels/AssetLabelCard";
import { PrintButton } from "~/ui/labels/PrintButton";
import { ErrorNote, InfoNote } from "~/ui/Notice";
import type { PageHandle } from "~/ui/shell/title";
import { isUpstreamError } from "~/upstream/errors";
import sheetCss from "~/styles/print-sheet.css?url";

/**
 * 'Print labels' of the Assets tab (issue 44 §1; docs/decisions/101): an A4 sheet of labels (3 × 7,
 * the 21-a-sheet stock) for every asset of the tab's list with the same `view` and filters (the
 * tab's own call, every page, up to LABELS_MAX), or for the assets ticked on the tab (`id`,
 * repeated: each asked by id, the upstream's 404 leaving out what is not the user's). On screen
 * the labels and a Print button; on paper the sheets alone (print-sheet.css, app.css).
 */
const ROUTE = "routes/_app.dashboard_.assets_.labels";
const TAB = "/dashboard/assets";
export const LABELS_FAILED = "We could not load the assets for your labels right now. Please try again in a moment.";
const TOO_MANY = `Tick at most ${TICKED_MAX} assets, or print the whole list without ticking any.`;

export const handle: PageHandle = { title: "Asset labels" };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: sheetCss }];

interface SheetPage {
  back: string;
  ticked: boolean;
  labels: PrintedLabel[];
  notes: string[];
  error: string | null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const url = new URL(request.url);
  const query = parseAssetListQuery(url);
  const filter = { divisions: query.divisions, locations: query.locations, statuses: query.statuses };
  // Back to the tab's list as it was (its view and filters; the page and the ticks are this form's).
  const keep = new URLSearchParams([["view", query.view], ...filter.divisions.map((d) => ["division", d]), ...filter.locations.map((l) => ["location", l]), ...filter.statuses.map((s) => ["status", s])]);
  const back = `${TAB}?${keep}`;
  const raw = url.searchParams.getAll("id");
  const ids = tickedIds(raw, ASSET_ID);
  if (ids === null) return data<SheetPage>({ back, ticked: true, labels: [], notes: [], error: TOO_MANY }, { status: 400 });
  const ticked = ids.length > 0;
  try {
    const notes: string[] = [];
    let assets;
    if (ticked) {
      // Each ticked asset is asked of the upstream: the sheet's labels are counted first (issue 51 §6).
      throwIfLimited(await takeUserPoint("labels-user", actorId(auth), ids.length), LABELS_LIMIT);
      const found = await tickedAssets(auth, ids, request.signal);
      assets = found.assets;
      if (found.missing) notes.push(`${found.missing} of the ticked assets could not be found and ${found.missing === 1 ? "is" : "are"} left out.`);
    } else {
      // The list is read in a few pages: its labels are counted once it is known.
      const list = await assetsOfList(auth, { view: query.view, filter, signal: request.signal });
      throwIfLimited(await takeUserPoint("labels-user", actorId(auth), Math.max(1, list.assets.length)), LABELS_LIMIT);
      assets = list.assets;
      if (list.total > LABELS_MAX) notes.push(`Your list has ${list.total} assets: these are the first ${LABELS_MAX}. Narrow the filters to print the others.`);
    }
    return data<SheetPage>({ back, ticked, labels: await Promise.all(assets.map(printedLabel)), notes, error: null });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return data<SheetPage>({ back, ticked, labels: [], notes: [], error: LABELS_FAILED });
  }
}

export default function AssetLabelSheet() {
  const page = useLoaderData<typeof loader>();
  const sheets = intoSheets(page.labels);
  const { width, height } = SHEET.labelMm;
  return (
    <section aria-labelledby="labels-heading" className="print-root space-y-4">
      <div className="space-y-2 print:hidden">
        <Link to={page.back} className="inline-block font-medium text-brand-blue-dark underline underline-offset-2">
          ← Back to your assets
        </Link>
        <h1 id="labels-heading" className="text-2xl font-semibold text-ink">
          Asset labels
        </h1>
        {page.error ? null : (
          <p className="max-w-prose text-ink/80">
            {page.labels.length ? `${sheetSummary(page.labels.length)}, ` : ""}
            {page.ticked ? "for the assets you ticked" : "for every asset of your list"}. Labels of {width} × {height} mm, {SHEET.columns} across and {SHEET.rows} down (21-a-sheet label stock); print at actual size.
          </p>
        )}
        {page.notes.map((n) => (
          <InfoNote key={n}>{n}</InfoNote>
        ))}
      </div>
      {page.error ? (
        <ErrorNote>{page.error}</ErrorNote>
      ) : page.labels.length === 0 ? (
        <p className="rounded-lg border border-gray-200 bg-white p-6 text-center text-ink/80 print:hidden">No assets match this list, so there are no labels to print.</p>
      ) : (
        <>
          <PrintButton label="Print labels" />
          {sheets.map((sheet, i) => (
            <section key={i} aria-label={`Sheet ${i + 1} of ${sheets.length}`} className="label-sheet">
              {sheet.map((label) => (
                <AssetLabelCard key={label.id} label={label} sheet />
              ))}
            </section>
          ))}
        </>
      )}
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Asset labels | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
