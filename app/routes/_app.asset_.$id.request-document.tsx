import { parseWithZod } from "@conform-to/zod/v4";
import { withHeaderBack } from "~/http/header.server";
import { headerBack, type PageHandle } from "~/ui/shell/title";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { documentRequestSchema, REQUEST_DETAILS_MAX, REQUEST_DOCUMENT_TYPES } from "~/domain/asset-forms.server";
import { ASSET_ID } from "~/domain/asset-query.server";
import { productFamilyOf } from "~/domain/complaints";
import {
  dialogFormBase,
  dialogPlaces,
  dialogResult,
  failedReply,
  refuseInternal,
  resultRedirect,
  submitDialog,
  TICKET_NUMBER,
  type DialogActionData,
  type DialogPlacement,
} from "~/forms/dialog.server";
import { readForm } from "~/forms/read.server";
import { requireUser } from "~/session/guard.server";
import { assetPickerView, findAssetAnswer, loadPickerAssets, pickerRequest, type AssetPickerView } from "~/forms/asset-picker.server";
import { DocumentRequestForm } from "~/ui/assets/DocumentRequestForm";
import { GO_TO_HOME, GO_TO_TICKETS, ResultDialog } from "~/ui/dialog/ResultDialog";
import { RouteDialog } from "~/ui/dialog/RouteDialog";
import { GeneralErrorBoundary } from "~/ui/errors";
import { getAsset } from "~/upstream/assets.server";
import { requestDocument } from "~/upstream/documents.server";
import { isUpstreamError } from "~/upstream/errors";
import { validationOnly } from "~/forms/validate-intent.server";

/** The header's title (and Back) on this page (app/ui/shell/title.ts, issue 54). */
export const handle: PageHandle = { title: "Asset Details", back: headerBack("/dashboard/assets") };

/**
 * Request Document (spec document 3 sections 3, 4, 5; issue 9 point 5): a route dialog of the asset
 * page, over the shell like every quick action (docs/decisions/010), built from the shared dialog
 * pieces (docs/decisions/014). Close goes back to the asset page it was opened from. The asset is
 * preselected from the page and the product follows the asset; staff, impersonating admins and
 * the profile at index 4 see it but cannot submit; one ticket per rendered form; the ticket number
 * in the result dialog with Go to Tickets.
 */
const ROUTE = "routes/_app.asset_.$id.request-document";
const REFUSED = "Staff, administrators acting as a customer and this profile cannot request documents.";
const ASSETS_FAILED = "We could not load your assets right now. You can still request documents for this asset.";

function places(assetId: string): { selfPath: string; placement: DialogPlacement } {
  const page = `/asset/${encodeURIComponent(assetId)}`;
  return { selfPath: `${page}/request-document`, placement: { fallback: page } };
}

function assetIdOf(params: { id?: string }): string {
  const assetId = params.id ?? "";
  if (!ASSET_ID.test(assetId)) throw data({ message: "Not found" }, { status: 404 });
  return assetId;
}


async function pageLoader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const assetId = assetIdOf(params);
  const { selfPath, placement } = places(assetId);
  const ticket = await dialogResult(request, auth, TICKET_NUMBER);
  if (ticket) return { kind: "done" as const, ticket, closeTo: dialogPlaces(request, selfPath, placement).closeTo };

  const [list, asset] = await Promise.allSettled([loadPickerAssets(auth, request.signal), getAsset(auth.session, assetId, request.signal)]);
  if (asset.status === "rejected" && isUpstreamError(asset.reason) && asset.reason.status === 404) throw data({ message: "Not found" }, { status: 404 });
  for (const result of [list, asset]) if (result.status === "rejected" && !isUpstreamError(result.reason)) throw result.reason;
  const page = asset.status === "fulfilled" ? asset.value : null;
  const assets = list.status === "fulfilled" ? list.value : null;
  // Without the list, the page's own asset is still offered (documents for it can still be asked).
  const offered = assets ?? (page ? [{ id: page.id, name: page.name, thermaxName: page.thermaxName, division: page.division ?? "", poNumber: page.poNumber }] : null);
  const picker = { ...assetPickerView(offered, { chosenId: assetId }), failed: false };
  return {
    kind: "form" as const,
    ...dialogFormBase(request, auth, selfPath, placement),
    picker,
    assetsFailed: assets === null ? ASSETS_FAILED : null,
    types: REQUEST_DOCUMENT_TYPES,
    detailsMax: REQUEST_DETAILS_MAX,
    preselected: { initialValue: { assetId: picker.chosen?.id ?? "", productFamily: picker.chosen?.family ?? "" } },
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const assetId = assetIdOf(params);
  const { selfPath, placement } = places(assetId);
  const refusal = refuseInternal(auth, REFUSED);
  if (refusal) return refusal;
  const form = await readForm(request);
  const validation = validationOnly(form, documentRequestSchema);
  if (validation) return validation;
  // The product follows the chosen asset, which must be one of the user's.
  const assets = await loadPickerAssets(auth, request.signal);
  const { query, find } = pickerRequest(form);
  const picker = assetPickerView(assets, { query, chosenId: String(form.get("assetId") ?? "") });
  // The picker's Search without JavaScript: the matches, everything typed kept, nothing sent.
  if (find) return findAssetAnswer(form, documentRequestSchema, picker);
  if (!assets) return failedReply(parseWithZod(form, { schema: documentRequestSchema }), undefined, { picker });
  const chosen = assets.find((a) => a.id === form.get("assetId"));
  form.set("assetId", chosen?.id ?? "");
  form.set("productFamily", chosen ? productFamilyOf(chosen.division) : "");
  const outcome = await submitDialog({
    auth,
    form,
    schema: documentRequestSchema,
    refused: REFUSED,
    send: (value) =>
      requestDocument(auth.session, { userId: auth.user.userId, assetId: value.assetId, productFamily: value.productFamily, type: value.type, details: value.details }),
    changesCounts: true,
    extra: { picker },
  });
  if (!outcome.ok) return outcome.response;
  return resultRedirect(request, auth, selfPath, outcome.value, {}, placement);
}

/** The page's data and where the header's Back goes (app/http/header.server.ts, issue 54). */
export const loader = withHeaderBack(pageLoader);

export default function RequestDocument() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as (DialogActionData & { picker?: AssetPickerView }) | undefined;
  if (loaderData.kind === "done") {
    return (
      <ResultDialog headline="Your document request has been sent." closeTo={loaderData.closeTo} actions={[GO_TO_HOME, GO_TO_TICKETS]}>
        <p>
          Ticket number: <strong>{loaderData.ticket}</strong>
        </p>
      </ResultDialog>
    );
  }
  return (
    <RouteDialog title="Request Document" closeTo={loaderData.closeTo}>
      <DocumentRequestForm
        picker={actionData?.picker ?? loaderData.picker}
        assetsFailed={loaderData.assetsFailed}
        types={loaderData.types}
        detailsMax={loaderData.detailsMax}
        result={actionData?.result ?? loaderData.preselected}
        action={loaderData.action}
        idempotencyKey={loaderData.idempotencyKey}
        internal={loaderData.internal}
        failed={actionData?.failed}
      />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Request Document | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
