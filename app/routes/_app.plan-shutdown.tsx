import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { assetLabel } from "~/domain/complaints";
import { dealerListParams } from "~/domain/roles";
import { earliestShutdownDate } from "~/domain/shutdown";
import { shutdownSchema } from "~/domain/shutdown-schema";
import { dialogFormBase, resultRedirect, submitDialog } from "~/forms/dialog.server";
import { readForm } from "~/forms/read.server";
import { requireUser, type Auth } from "~/session/guard.server";
import { GeneralErrorBoundary } from "~/ui/errors";
import { keptShutdown, SHUTDOWN_PATH, shutdownResult } from "~/forms/shutdown-result.server";
import { ShutdownForm, ShutdownSubmitted } from "~/ui/shutdown/ShutdownForm";
import { listComplaintAssets } from "~/upstream/complaints.server";
import { planShutdown } from "~/upstream/requests.server";
import { validationOnly } from "~/forms/validate-intent.server";
import { CHECKED_ON_SUBMIT } from "~/forms/fields";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Plan Shutdown" };

const ROUTE = "routes/_app.plan-shutdown";
const PATH = SHUTDOWN_PATH;
const REFUSED = "Staff, administrators acting as a customer and this profile cannot register a planned shutdown.";

/** The assets to choose from; a failed call leaves the list empty and says so. */
async function assetChoices(auth: Auth, signal: AbortSignal) {
  try {
    const assets = await listComplaintAssets(auth.session, { ...dealerListParams({ role: auth.user.cpContactProfile, tcaUser: auth.user.tcaUser }), signal });
    return { assets: assets.map((a) => ({ value: a.id, label: assetLabel(a) })), assetsFailed: false };
  } catch {
    return { assets: [], assetsFailed: true };
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const base = dialogFormBase(request, auth, PATH);
  const kept = await keptShutdown(request, auth, "done");
  if (kept) return { kind: "done" as const, closeTo: base.closeTo, ...shutdownResult(kept.ticket, kept.details) };
  return { kind: "form" as const, ...base, ...(await assetChoices(auth, request.signal)), minDate: earliestShutdownDate() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const form = await readForm(request);
  // Validation while typing asks nothing of the upstream: the asset's membership is checked on submit.
  const validation = validationOnly(form, () => shutdownSchema({ assetIds: CHECKED_ON_SUBMIT }));
  if (validation) return validation;
  const choices = await assetChoices(auth, request.signal);
  const outcome = await submitDialog({
    auth,
    form,
    schema: shutdownSchema({ assetIds: choices.assets.map((a) => a.value) }),
    refused: REFUSED,
    extra: choices,
    send: async (v) => {
      const asset = choices.assets.find((a) => a.value === v.assetId)?.label ?? v.assetId;
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
  const actionData = useActionData<typeof action>() as { result?: never; failed?: string; assets?: { value: string; label: string }[]; assetsFailed?: boolean } | undefined;
  if (data.kind === "done") return <ShutdownSubmitted {...data} />;
  return (
    <ShutdownForm
      {...data}
      assets={actionData?.assets ?? data.assets}
      assetsFailed={actionData?.assetsFailed ?? data.assetsFailed}
      result={actionData?.result}
      failed={actionData?.failed}
      refusedNote={REFUSED}
    />
  );
}

export const meta: MetaFunction = () => [{ title: "Register Planned Shutdown | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
