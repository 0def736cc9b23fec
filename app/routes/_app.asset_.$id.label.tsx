import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { withHeaderBack } from "~/http/header.server";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ASSET_ID } from "~/domain/asset-query.server";
import { assetPagePath, STICKER_MM } from "~/domain/asset-label";
import { printedLabel } from "~/labels/labels.server";
import { LABELS_LIMIT } from "~/domain/limits";
import { takeUserPoint, throwIfLimited } from "~/security/rate-limit.server";
import { actorId, requireUser } from "~/session/guard.server";
import { GeneralErrorBoundary } from "~/ui/errors";
import { AssetLabelCard } from "~/ui/labels/AssetLabelCard";
import { PrintButton } from "~/ui/labels/PrintButton";
import { ErrorNote } from "~/ui/Notice";
import { headerBack, type PageHandle } from "~/ui/shell/title";
import { getAsset } from "~/upstream/assets.server";
import { isUpstreamError } from "~/upstream/errors";
import stickerCss from "~/styles/print-sticker.css?url";

/**
 * 'Print label' of the asset page (issue 44 §1; docs/decisions/101): one 62 × 40 mm sticker with
 * the asset's name, serial/OC number, P.O., site and a QR code of the asset page's address, drawn
 * on the server. On screen the label and a Print button (a sentence without JavaScript); on paper
 * the label alone on a sticker-sized page (print-sticker.css, app.css `.print-root`). The asset
 * page's own rule: an asset that is not the user's is the not-found page.
 */
const ROUTE = "routes/_app.asset_.$id.label";
export const LABEL_FAILED = "We could not load this asset's label right now. Please try again in a moment.";

/** The header's title (and Back) on this page (app/ui/shell/title.ts, issue 54): the asset pages' own. */
export const handle: PageHandle = { title: "Asset Details", back: headerBack("/dashboard/assets") };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: stickerCss }];

async function pageLoader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const assetId = params.id ?? "";
  if (!ASSET_ID.test(assetId)) throw data({ message: "Not found" }, { status: 404 });
  const back = assetPagePath(assetId);
  // One label of the user's allowance (issue 51 §6).
  throwIfLimited(await takeUserPoint("labels-user", actorId(auth)), LABELS_LIMIT);
  try {
    const asset = await getAsset(auth.session, assetId, request.signal);
    return { back, label: await printedLabel(asset) };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.status === 404) throw data({ message: "Not found" }, { status: 404 });
    return { back, label: null };
  }
}

/** The page's data and where the header's Back goes (app/http/header.server.ts, issue 54). */
export const loader = withHeaderBack(pageLoader);

export default function AssetLabelPage() {
  const { back, label } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="label-heading" className="print-root space-y-4">
      <div className="space-y-2 print:hidden">
        <Link to={back} className="inline-block font-medium text-brand-blue-dark underline underline-offset-2">
          ← Back to the asset
        </Link>
        <h1 id="label-heading" className="text-2xl font-semibold text-ink">
          Asset label
        </h1>
      </div>
      {label ? (
        <>
          <p className="max-w-prose text-ink/80 print:hidden">
            A {STICKER_MM.width} × {STICKER_MM.height} mm sticker for the machine. Scanning its code with a phone opens this asset&apos;s page, after sign-in.
          </p>
          <AssetLabelCard label={label} />
          <PrintButton label="Print label" />
        </>
      ) : (
        <ErrorNote>{LABEL_FAILED}</ErrorNote>
      )}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: `${page?.label ? `Label of ${page.label.name}` : "Asset label"} | Thermax Customer Portal` }];

export const ErrorBoundary = GeneralErrorBoundary;
