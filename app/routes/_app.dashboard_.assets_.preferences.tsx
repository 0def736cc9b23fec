import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ACTING_REFUSED } from "~/domain/acting";
import { preferencePayload, PREFERENCES_SAVED, savedChoice } from "~/domain/assets";
import { preferenceSchema } from "~/domain/asset-forms.server";
import { dealerListParams } from "~/domain/roles";
import { dialogFormBase, formRefusal, submitDialog, type DialogActionData } from "~/forms/dialog.server";
import { readForm } from "~/forms/read.server";
import { requireUser, type Auth } from "~/session/guard.server";
import { flashToast } from "~/session/toast.server";
import { PreferencesForm } from "~/ui/assets/PreferencesForm";
import { RouteDialog } from "~/ui/dialog/RouteDialog";
import { GeneralErrorBoundary } from "~/ui/errors";
import { assetFilterData, getPreferences, savePreferences } from "~/upstream/assets.server";
import { isUpstreamError } from "~/upstream/errors";
import { validationOnly } from "~/forms/validate-intent.server";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Assets" };

/**
 * Location and product preferences (spec document 2 sections 2.5, 3, 4.7, 5, 7): a route dialog
 * of the Assets tab, over the shell (docs/decisions/010); Close goes back to the list it was
 * opened from (its link carries returnTo). Choosing products narrows the locations and the reverse; with
 * JavaScript at once, without it by "Update choices" (a round trip that keeps every choice). Save
 * needs a location and a product (the button says so, the server refuses too), sends the spec's
 * semicolon-joined payload with `isSubmit: true`, and returns to My Assets, which follow it.
 */
const ROUTE = "routes/_app.dashboard_.assets_.preferences";
const PATH = "/dashboard/assets/preferences";
const PARENT = "/dashboard/assets";
const FILTERS_FAILED = "We could not load the locations and products right now. Please try again in a moment.";
const SAVED_FAILED = "We could not load your saved preferences, so none are ticked.";

const dealerOf = (auth: Auth) => dealerListParams({ role: auth.user.cpContactProfile, tcaUser: auth.user.tcaUser });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const base = { ...dialogFormBase(request, auth, PATH, { fallback: PARENT }), actingNote: auth.acting ? ACTING_REFUSED.assetPreferences : null };
  const [entries, saved] = await Promise.allSettled([
    assetFilterData(auth.session, { ...dealerOf(auth), signal: request.signal }),
    getPreferences(auth.session, request.signal),
  ]);
  for (const result of [entries, saved]) if (result.status === "rejected" && !isUpstreamError(result.reason)) throw result.reason;
  if (entries.status === "rejected") return { ...base, entries: null, initial: null, notice: FILTERS_FAILED };
  const choice = saved.status === "fulfilled" ? savedChoice(entries.value, saved.value) : { locations: [], divisions: [] };
  return { ...base, entries: entries.value, initial: { initialValue: choice }, notice: saved.status === "fulfilled" ? null : SAVED_FAILED };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const form = await readForm(request);
  const validation = validationOnly(form, preferenceSchema);
  if (validation) return validation;
  const intent = form.get("intent");
  if (intent !== "refresh" && intent !== "save") return formRefusal("Unknown action.", 400);
  if (intent === "refresh") {
    // Without JavaScript: offer what the choices allow, keep every choice, show no errors yet.
    return data<DialogActionData>({ result: { initialValue: { locations: form.getAll("locations").map(String), divisions: form.getAll("divisions").map(String) } } });
  }
  const outcome = await submitDialog({
    auth,
    form,
    schema: preferenceSchema,
    actingRefused: ACTING_REFUSED.assetPreferences,
    send: async (value) => {
      // The payload splits the chosen places into cities and states, as the filter data has them.
      const entries = await assetFilterData(auth.session, { ...dealerOf(auth), signal: request.signal });
      return savePreferences(auth.session, preferencePayload(entries, value));
    },
  });
  if (!outcome.ok) return outcome.response;
  // The result is a toast on My Assets (docs/decisions/059): a reload does not say it again.
  flashToast(request, context, PREFERENCES_SAVED);
  return redirect(`${PARENT}?view=my`, 303);
}

export default function Preferences() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as DialogActionData | undefined;
  return (
    <RouteDialog title="Location and product preferences" closeTo={loaderData.closeTo}>
      {loaderData.entries ? (
        <PreferencesForm
          entries={loaderData.entries}
          result={actionData?.result ?? loaderData.initial ?? undefined}
          action={loaderData.action}
          idempotencyKey={loaderData.idempotencyKey}
          failed={actionData?.failed}
          notice={loaderData.notice}
          actingNote={loaderData.actingNote}
        />
      ) : (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
          {loaderData.notice}
        </p>
      )}
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Location and product preferences | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
