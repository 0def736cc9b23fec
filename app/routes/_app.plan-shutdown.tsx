import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { assetLabel } from "~/domain/complaints";
import { earliestShutdownDate } from "~/domain/shutdown";
import { shutdownSchema } from "~/domain/shutdown-schema";
import { dialogFormBase, resultRedirect, submitDialog } from "~/forms/dialog.server";
import { readForm } from "~/forms/read.server";
import { requireUser } from "~/session/guard.server";
import { GeneralErrorBoundary } from "~/ui/errors";
import { keptShutdown, SHUTDOWN_PATH, shutdownResult } from "~/forms/shutdown-result.server";
import { ShutdownForm, ShutdownSubmitted } from "~/ui/shutdown/ShutdownForm";
import { assetPickerView, findAssetAnswer, loadPickerAssets, pickerRequest, type AssetPickerView } from "~/forms/asset-picker.server";
import { planShutdown } from "~/upstream/requests.server";
import { validationOnly } from "~/forms/validate-intent.server";
import { CHECKED_ON_SUBMIT } from "~/domain/fields";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Plan Shutdown" };

const ROUTE = "routes/_app.plan-shutdown";
const PATH = SHUTDOWN_PATH;
const REFUSED = "Staff, administrators acting as a customer and this profile cannot register a planned shutdown.";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const base = dialogFormBase(request, auth, PATH);
  const kept = await keptShutdown(request, auth, "done");
  if (kept) return { kind: "done" as const, closeTo: base.closeTo, ...shutdownResult(kept.ticket, kept.details) };
  const assets = await loadPickerAssets(auth, request.signal);
  // Opened from an asset's page (`?assetId=`, issue 52 §1): that asset chosen.
  const chosenId = new URL(request.url).searchParams.get("assetId");
  return { kind: "form" as const, ...base, picker: assetPickerView(assets, { chosenId }), minDate: earliestShutdownDate() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const form = await readForm(request);
  // Validation while typing asks nothing of the upstream: the asset's membership is checked on submit.
  const validation = validationOnly(form, () => shutdownSchema({ assetIds: CHECKED_ON_SUBMIT }));
  if (validation) return validation;
  const assets = await loadPickerAssets(auth, request.signal);
  const { query, find } = pickerRequest(form);
  const picker = assetPickerView(assets, { query, chosenId: String(form.get("assetId") ?? "") });
  // The picker's Search without JavaScript: the matches, everything typed kept, nothing sent.
  if (find) return findAssetAnswer(form, shutdownSchema({ assetIds: CHECKED_ON_SUBMIT }), picker);
  const outcome = await submitDialog({
    auth,
    form,
    schema: shutdownSchema({ assetIds: (assets ?? []).map((a) => a.id) }),
    refused: REFUSED,
    extra: { picker },
    send: async (v) => {
      const found = assets?.find((a) => a.id === v.assetId);
      const asset = found ? assetLabel(found) : v.assetId;
      const ticket = await planShutdown(auth.session, {
        shutdownDate: v.shutdownDate,
        plannedActivities: v.plannedActivities,
        additionalNotes: v.additionalNotes ?? "",
        assetId: v.assetId,
        asset,
      });
      return { ticket, date: v.shutdownDate, asset, activities: v.plannedActivities };
    },
    changesCounts: true,
  });
  if (!outcome.ok) return outcome.response;
  const { ticket, ...details } = outcome.value;
  return resultRedirect(request, auth, PATH, ticket, details);
}

export default function PlanShutdown() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as { result?: never; failed?: string; picker?: AssetPickerView } | undefined;
  if (data.kind === "done") return <ShutdownSubmitted {...data} />;
  return (
    <ShutdownForm
      {...data}
      picker={actionData?.picker ?? data.picker}
      result={actionData?.result}
      failed={actionData?.failed}
      refusedNote={REFUSED}
    />
  );
}

export const meta: MetaFunction = () => [{ title: "Register Planned Shutdown | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
