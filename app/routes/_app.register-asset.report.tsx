import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { divisionOptions } from "~/domain/asset-registration";
import { reportAssetSchema } from "~/domain/contact-request-schema";
import { lastTenDigits } from "~/domain/patterns";
import { dialogFormBase, resultRedirect, submitDialog } from "~/forms/dialog.server";
import { readForm } from "~/forms/read.server";
import { requireUser } from "~/session/guard.server";
import { REGISTER_ASSET_PATH } from "~/ui/asset-registration/RegisterAssetDrawer";
import { ReportAssetForm } from "~/ui/asset-registration/ReportAssetForm";
import { GeneralErrorBoundary } from "~/ui/errors";
import { divisionCodes } from "~/upstream/asset-registration.server";
import { reportMissingAsset } from "~/upstream/requests.server";

const ROUTE = "routes/_app.register-asset.report";
const PATH = `${REGISTER_ASSET_PATH}/report`;
const REFUSED = "Staff, administrators acting as a customer and this profile cannot report an asset.";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const divisions = divisionOptions(await divisionCodes(auth.session, request.signal).catch(() => null));
  return {
    ...dialogFormBase(request, auth, PATH, { within: REGISTER_ASSET_PATH }),
    divisions,
    defaults: { mobileNumber: lastTenDigits(auth.user.mobilePhone), emailId: auth.user.email },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const outcome = await submitDialog({
    auth,
    form: await readForm(request),
    schema: reportAssetSchema,
    refused: REFUSED,
    send: ({ mobileNumber, emailId, message, division }) => reportMissingAsset(auth.session, { mobileNumber, emailId, message, division }),
    changesCounts: true,
  });
  if (!outcome.ok) return outcome.response;
  return resultRedirect(request, auth, PATH, outcome.value, {}, { within: REGISTER_ASSET_PATH });
}

export default function ReportAsset() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <ReportAssetForm {...data} result={actionData?.result} failed={actionData?.failed} refusedNote={REFUSED} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
