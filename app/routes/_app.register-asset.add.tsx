import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { addAssetFailure, ADD_ASSET_MESSAGES } from "~/domain/asset-registration";
import { addAssetSchema } from "~/domain/asset-registration-schema";
import { dialogFormBase, formRefusal, resultRedirect, submitDialog, type DialogActionData } from "~/forms/dialog.server";
import { readForm } from "~/forms/read.server";
import { requireUser } from "~/session/guard.server";
import { AddAssetForm } from "~/ui/asset-registration/AddAssetForm";
import { accountsIntent, addAssetView } from "~/forms/add-asset-state.server";
import type { AddAssetView } from "~/ui/asset-registration/views";
import { REGISTER_ASSET_PATH } from "~/ui/asset-registration/RegisterAssetDrawer";
import { GeneralErrorBoundary } from "~/ui/errors";
import { addAsset } from "~/upstream/asset-registration.server";
import { validationOnly } from "~/forms/validate-intent.server";
import { CHECKED_ON_SUBMIT } from "~/domain/fields";

const ROUTE = "routes/_app.register-asset.add";
const PATH = `${REGISTER_ASSET_PATH}/add`;
const ADD_ASSET_REFUSED = "Staff, administrators acting as a customer and this profile cannot register an asset.";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const view = await addAssetView(auth, { search: "", page: 0 }, request.signal);
  return { ...dialogFormBase(request, auth, PATH, { within: REGISTER_ASSET_PATH }), view };
}

type ActionResult = DialogActionData & { view?: AddAssetView };

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const form = await readForm(request);
  // Validation while typing asks nothing of the upstream: regions and accounts are checked on submit.
  const validation = validationOnly(form, () => addAssetSchema({ regions: CHECKED_ON_SUBMIT, accountIds: form.has("accountId") ? CHECKED_ON_SUBMIT : null }));
  if (validation) return validation;
  const intent = form.get("intent");
  const accountPage = accountsIntent(intent);
  if (intent !== "submit" && accountPage === null) return formRefusal("Unknown action.", 400);
  const view = await addAssetView(
    auth,
    { search: String(form.get("accountSearch") ?? ""), page: accountPage ?? (Number(form.get("accountPage") ?? 0) || 0) },
    request.signal,
  );
  const schema = addAssetSchema({ regions: view.regions.map((r) => r.value), accountIds: view.accounts ? view.accounts.options.map((o) => o.value) : null });
  if (accountPage !== null) {
    // An account search or another page: the list changes, what was typed stays, no errors yet.
    return data<ActionResult>({ result: { initialValue: parseWithZod(form, { schema }).reply().initialValue }, view });
  }
  const outcome = await submitDialog({
    auth,
    // The spec shows this failure as a toast (docs/decisions/059).
    toast: { request, context },
    form,
    schema,
    refused: ADD_ASSET_REFUSED,
    extra: { view },
    send: (value) => {
      const account = view.accounts?.options.find((o) => o.value === value.accountId);
      return addAsset(auth.session, {
        data: { serialOcNumber: value.serialOcNumber, division: value.division, region: value.region },
        accountId: account?.value ?? auth.user.accountId,
        accountName: account?.label ?? auth.user.accountName,
        complaintsFlow: "false",
      });
    },
    // A duplicate serial and an invalid division land on their fields; anything else is the generic failure.
    onUpstreamError: (error): { fieldErrors: Record<string, string[]> } | void => {
      const failure = error.status === 400 ? addAssetFailure(error.upstreamMessage) : null;
      if (failure === "duplicate") return { fieldErrors: { serialOcNumber: [ADD_ASSET_MESSAGES.duplicate] } };
      if (failure === "division") return { fieldErrors: { division: [ADD_ASSET_MESSAGES.invalidDivision] } };
    },
    changesCounts: true,
  });
  if (!outcome.ok) return outcome.response;
  return resultRedirect(request, auth, PATH, outcome.value, {}, { within: REGISTER_ASSET_PATH });
}

export default function AddAsset() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  return (
    <AddAssetForm
      action={loaderData.action}
      idempotencyKey={loaderData.idempotencyKey}
      internal={loaderData.internal}
      view={actionData?.view ?? loaderData.view}
      result={actionData?.result}
      failed={actionData?.failed}
      refusedNote={ADD_ASSET_REFUSED}
    />
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
