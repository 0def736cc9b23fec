import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { callbackSchema } from "~/domain/contact-request-schema";
import { ticketThreadHref } from "~/domain/links";
import { lastTenDigits } from "~/domain/patterns";
import { dialogFormBase, dialogResult, resultRedirect, submitDialog, TICKET_NUMBER, upstreamMessageOn400 } from "~/forms/dialog.server";
import { readForm } from "~/forms/read.server";
import { requireUser, type Auth } from "~/session/guard.server";
import { isUpstreamError } from "~/upstream/errors";
import { orderById } from "~/upstream/orders.server";
import { getAsset } from "~/upstream/assets.server";
import { contractById } from "~/upstream/contracts.server";
import { ASSET_ID } from "~/domain/asset-query.server";
import { CallbackForm } from "~/ui/requests/CallbackForm";
import { RequestSubmitted } from "~/ui/requests/RequestSubmitted";
import { GeneralErrorBoundary } from "~/ui/errors";
import { requestCallback } from "~/upstream/requests.server";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Request Callback" };

const ROUTE = "routes/_app.request-callback";
const PATH = "/request-callback";
const REFUSED = "Staff, administrators acting as a customer and this profile cannot request a callback.";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const base = dialogFormBase(request, auth, PATH);
  const ticket = await dialogResult(request, auth, TICKET_NUMBER);
  if (ticket) return { kind: "done" as const, ticket, ticketHref: ticketThreadHref(ticket), closeTo: base.closeTo };
  const params = new URL(request.url).searchParams;
  const about =
    (await orderNamed(auth, params.get("orderId"), request.signal)) ??
    (await assetNamed(auth, params.get("assetId"), request.signal)) ??
    (await contractNamed(auth, params.get("contractId"), request.signal));
  return { kind: "form" as const, ...base, defaults: { mobileNumber: lastTenDigits(auth.user.mobilePhone), emailId: auth.user.email, message: about ?? "" } };
}

const ORDER_ID = /^[A-Za-z0-9-]{1,40}$/;

/**
 * Opened from an order's page (`?orderId=`, issue 40 §3): the details start by naming that order
 * as its page does, its P.O. and Thermax order number (decision 065). An order the user may not
 * see, or an upstream failure, leaves the details empty: the form works as from anywhere else.
 */
async function orderNamed(auth: Auth, orderId: string | null, signal: AbortSignal): Promise<string | null> {
  if (!orderId || !ORDER_ID.test(orderId)) return null;
  try {
    const order = await orderById(auth.session, orderId, signal);
    const names = [order.customerPo ? `P.O. ${order.customerPo}` : null, order.erpOrderNumber ? `Thermax order ${order.erpOrderNumber}` : null].filter(Boolean);
    return names.length ? `About my order ${names.join(", ")}: ` : null;
  } catch (error) {
    if (isUpstreamError(error)) return null;
    throw error;
  }
}

/**
 * Opened from an asset's page (`?assetId=`, issue 52 §1): the details start by naming the asset as
 * its label does, its name, serial/OC number and P.O. An asset the user may not see, or an
 * upstream failure, leaves them empty.
 */
async function assetNamed(auth: Auth, assetId: string | null, signal: AbortSignal): Promise<string | null> {
  if (!assetId || !ASSET_ID.test(assetId)) return null;
  try {
    const asset = await getAsset(auth.session, assetId, signal);
    const name = [asset.name ?? asset.thermaxName, asset.name && asset.thermaxName ? `(${asset.thermaxName})` : null, asset.poNumber ? `P.O. ${asset.poNumber}` : null].filter(Boolean).join(" ");
    return name ? `About my asset ${name}: ` : null;
  } catch (error) {
    if (isUpstreamError(error)) return null;
    throw error;
  }
}

/** Opened from a contract's page (`?contractId=`, issue 52 §1): the details name the contract and its asset. */
async function contractNamed(auth: Auth, contractId: string | null, signal: AbortSignal): Promise<string | null> {
  if (!contractId || !ORDER_ID.test(contractId)) return null;
  try {
    const contract = await contractById(auth.session, contractId, { page: 1, size: 1, signal });
    const asset = contract.assetName || contract.thermaxName;
    return `About my service contract ${contract.orderedItem || contract.serviceId}${asset ? ` for ${asset}` : ""}: `;
  } catch (error) {
    if (isUpstreamError(error)) return null;
    throw error;
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const outcome = await submitDialog({
    auth,
    form: await readForm(request),
    schema: callbackSchema,
    refused: REFUSED,
    send: ({ mobileNumber, emailId, message }) => requestCallback(auth.session, { mobileNumber, emailId, message }),
    // A 400 shows the server's own message (spec document 3 section 4).
    onUpstreamError: upstreamMessageOn400,
    changesCounts: true,
  });
  if (!outcome.ok) return outcome.response;
  return resultRedirect(request, auth, PATH, outcome.value);
}

export default function RequestCallback() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (data.kind === "done") return <RequestSubmitted ticket={data.ticket} ticketHref={data.ticketHref} closeTo={data.closeTo} />;
  return <CallbackForm {...data} result={actionData?.result} failed={actionData?.failed} refusedNote={REFUSED} />;
}

export const meta: MetaFunction = () => [{ title: "Request a callback | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
