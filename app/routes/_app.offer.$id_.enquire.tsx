import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { todayInIndia } from "~/domain/dates";
import { ENQUIRY_ID, ENQUIRY_LIST_PATH, enquiryHref } from "~/domain/enquiries";
import { offerEnquirySchema } from "~/domain/offer-schema";
import { OFFER_DETAILS_MAX, offerClosedText, offerState } from "~/domain/offers";
import {
  dialogFormBase,
  dialogPlaces,
  dialogResultWithDetails,
  failedReply,
  formRefusal,
  resultRedirect,
  submitDialog,
  TICKET_NUMBER,
  upstreamMessageOn400,
  type DialogActionData,
} from "~/forms/dialog.server";
import { offerFor, offerPath, offerView } from "~/forms/offer.server";
import { readForm } from "~/forms/read.server";
import { requireUser } from "~/session/guard.server";
import { DialogFormFrame, useDialogForm, type DialogFormProps } from "~/ui/dialog/DialogForm";
import { GO_TO_TICKETS, ResultDialog } from "~/ui/dialog/ResultDialog";
import { RouteDialog } from "~/ui/dialog/RouteDialog";
import { FollowEnquiry } from "~/ui/enquiries/FollowEnquiry";
import { GeneralErrorBoundary } from "~/ui/errors";
import { TextAreaField } from "~/ui/form/Field";
import { ErrorNote } from "~/ui/Notice";
import { DiscountBadge } from "~/ui/offers/OfferCard";
import { enquiryByOffer, type Offer } from "~/upstream/offers.server";
import { validationOnly } from "~/forms/validate-intent.server";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Offers" };

const ROUTE = "routes/_app.offer.$id_.enquire";
const TITLE = "Enquire";
const REFUSED = "Staff, administrators acting as a customer and this profile cannot send an enquiry.";
const NOTE = "Staff, administrators acting as a customer and this profile can view this form but cannot send an enquiry.";
const LOAD_FAILED = "We could not load this offer right now. Please try again in a moment.";
const GONE = "This offer is no longer available.";
const MORE_OFFERS = { label: "More offers", to: "/offer" };

const selfPath = (id: string) => `${offerPath(id)}/enquire`;

/**
 * Enquire about an offer (spec document 3 section 7, enquiryByOffer; decisions 014, 047, 050): the
 * offer and what the customer needs (details, 500). Sent as multipart: the enquiry as JSON plus the
 * offer with its discountName, both as the upstream gave them, never from the form. The result
 * dialog shows the ticket the enquiry opened. Internal users see the form with a note; their post
 * is refused (403).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const id = params.id ?? "";
  const placement = { fallback: offerPath(id) };
  const done = await dialogResultWithDetails(request, auth, TICKET_NUMBER);
  if (done) {
    // The enquiry the offer opened, to follow from here (decision 048): its page when the upstream named it.
    const enquiryId = done.details.enquiryId;
    const enquiry = enquiryId && ENQUIRY_ID.test(enquiryId) ? { href: enquiryHref(enquiryId), found: true } : { href: ENQUIRY_LIST_PATH, found: false };
    return { kind: "done" as const, ticket: done.value, enquiry, closeTo: dialogPlaces(request, selfPath(id), placement).closeTo };
  }
  const offer = await offerFor(auth, id, request.signal);
  return { kind: "form" as const, ...dialogFormBase(request, auth, selfPath(id), placement), offer: offer ? offerView(offer) : null };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const id = params.id ?? "";
  const form = await readForm(request);
  const validation = validationOnly(form, offerEnquirySchema);
  if (validation) return validation;
  // Internal users are refused by submitDialog before anything is asked of the upstream.
  let offer: Offer | null = null;
  if (!auth.internal) {
    offer = await offerFor(auth, id, request.signal);
    const kept = () => parseWithZod(form, { schema: offerEnquirySchema });
    if (!offer) return failedReply(kept(), LOAD_FAILED);
    const closed = offerClosedText(offerState(offer, todayInIndia()));
    if (closed) return formRefusal(closed, 409, kept().reply());
  }
  const { user } = auth;
  const sent = offer;
  const outcome = await submitDialog({
    auth,
    // The spec shows this failure as a toast (docs/decisions/059).
    toast: { request, context },
    form,
    schema: offerEnquirySchema,
    refused: REFUSED,
    send: (value) => {
      if (!sent) throw new Error("An enquiry by offer needs its offer");
      return enquiryByOffer(
        auth.session,
        {
          userId: user.userId,
          accountId: user.accountId,
          accountName: user.accountName,
          name: [user.firstName, user.lastName].filter(Boolean).join(" "),
          email: user.email,
          phone: user.mobilePhone,
          details: value.details,
        },
        sent,
      );
    },
    // The upstream's own reason for a refusal (the offer ended meanwhile), or the offer is gone.
    onUpstreamError: (error) => (error.kind === "http" && error.status === 404 ? { message: GONE } : upstreamMessageOn400(error)),
    changesCounts: true,
  });
  if (!outcome.ok) return outcome.response;
  return resultRedirect(request, auth, selfPath(id), outcome.value.ticketNumber, { enquiryId: outcome.value.enquiryId }, { fallback: offerPath(id) });
}

export default function EnquireDialog() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as DialogActionData | undefined;
  if (loaderData.kind === "done") {
    return (
      <ResultDialog headline="Enquiry Submitted." closeTo={loaderData.closeTo} actions={[MORE_OFFERS, GO_TO_TICKETS]}>
        <p>
          Ticket number: <strong>{loaderData.ticket}</strong>
        </p>
        <FollowEnquiry link={loaderData.enquiry} />
      </ResultDialog>
    );
  }
  const { offer } = loaderData;
  return (
    <RouteDialog title={TITLE} closeTo={loaderData.closeTo} className="max-w-lg">
      {offer ? (
        <>
          <div className="mb-3 flex flex-col gap-1 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200">
            <DiscountBadge>{offer.discountName}</DiscountBadge>
            <p className="font-semibold">{offer.name}</p>
            <p className="text-sm text-ink/80">{offer.validity}</p>
          </div>
          <EnquiryForm
            dialog={{
              action: loaderData.action,
              idempotencyKey: actionData?.idempotencyKey ?? loaderData.idempotencyKey,
              internal: loaderData.internal,
              result: actionData?.result,
              failed: actionData?.failed,
              refusedNote: NOTE,
            }}
            closed={offer.closed}
          />
        </>
      ) : (
        <ErrorNote>{LOAD_FAILED}</ErrorNote>
      )}
    </RouteDialog>
  );
}

function EnquiryForm({ dialog, closed }: { dialog: DialogFormProps; closed: string | null }) {
  const { form, fields, submitting } = useDialogForm<{ details: string }>("offer-enquiry", dialog.result);
  // An offer that takes no enquiry says why where the note of internal users goes, and Submit is off.
  const frame = closed && !dialog.internal ? { ...dialog, internal: true, refusedNote: closed } : dialog;
  return (
    <DialogFormFrame form={form} submitting={submitting} dialog={frame}>
      <TextAreaField field={fields.details} label="Details" maxLength={OFFER_DETAILS_MAX} placeholder="Which equipment, quantities, site and timeline" />
    </DialogFormFrame>
  );
}

export const meta: MetaFunction = () => [{ title: "Enquire | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
