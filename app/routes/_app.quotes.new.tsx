import { formProps } from "~/ui/form/props";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { equipmentQuoteSchema } from "~/domain/quote-schema";
import { amcQuoteDefaults, INTEREST_AREAS, QUOTE_DETAILS_MAX } from "~/domain/quotes";
import { ASSET_ID } from "~/domain/asset-query.server";
import { getAsset } from "~/upstream/assets.server";
import { isUpstreamError } from "~/upstream/errors";
import type { Auth } from "~/session/guard.server";
import { dialogFormBase, dialogPlaces, dialogResult, resultRedirect, submitDialog, TICKET_NUMBER, type DialogActionData } from "~/forms/dialog.server";
import { enquiryLinkFor } from "~/forms/enquiries.server";
import { readForm } from "~/forms/read.server";
import { requireUser } from "~/session/guard.server";
import { DialogNotices, IdempotencyField, SubmitButton, useDialogForm } from "~/ui/dialog/DialogForm";
import { GO_TO_TICKETS, ResultDialog } from "~/ui/dialog/ResultDialog";
import { FollowEnquiry } from "~/ui/enquiries/FollowEnquiry";
import { RouteDialog } from "~/ui/dialog/RouteDialog";
import { GeneralErrorBoundary } from "~/ui/errors";
import { SelectField, TextAreaField } from "~/ui/form/Field";
import { raiseEquipmentEnquiry } from "~/upstream/quotes.server";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Get a Quote" };

const ROUTE = "routes/_app.quotes.new";
const PATH = "/quotes/new";
const TITLE = "Get a Quote";
const REFUSED = "Staff, administrators acting as a customer and this profile cannot request a quote.";

/**
 * Get a Quote (spec document 1 sections 2 to 5, document 3 sections 4, 5 and 8; decision 023):
 * step 1 chooses Equipment or Spares/Services (links, so it works without JavaScript); Equipment
 * opens the interest-area form, Spares/Services goes to /get-a-quote.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const ticket = await dialogResult(request, auth, TICKET_NUMBER);
  const { closeTo } = dialogPlaces(request, PATH);
  const again = `${PATH}?type=equipment&returnTo=${encodeURIComponent(closeTo)}`;
  // The enquiry the request made, so it can be followed from here (decision 048).
  if (ticket) return { kind: "done" as const, ticket, closeTo, again, enquiry: await enquiryLinkFor(auth, ticket, request.signal) };
  // Step 1 (choose) or step 2 (the form); the form's answers (errors, failures) always show step 2.
  const url = new URL(request.url);
  const step = url.searchParams.get("type") === "equipment" ? "form" : "choose";
  return { kind: "form" as const, step, ...dialogFormBase(request, auth, PATH), equipment: again, defaults: await amcDefaults(auth, url.searchParams.get("amcFor"), request.signal) };
}

/**
 * 'Ask for an AMC quote' from an asset without a contract (issue 42 §1): the form starts filled
 * in for that asset (read from the upstream, never from the address). An unknown asset or a
 * failed read leaves the form empty.
 */
async function amcDefaults(auth: Auth, assetId: string | null, signal: AbortSignal) {
  if (!assetId || !ASSET_ID.test(assetId)) return undefined;
  try {
    return amcQuoteDefaults(await getAsset(auth.session, assetId, signal));
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return undefined;
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const { user } = auth;
  const outcome = await submitDialog({
    auth,
    // The spec shows this failure as a toast (docs/decisions/059).
    toast: { request, context },
    form: await readForm(request),
    schema: equipmentQuoteSchema,
    refused: REFUSED,
    send: (value) =>
      raiseEquipmentEnquiry(auth.session, {
        name: [user.firstName, user.lastName].filter(Boolean).join(" "),
        email: user.email,
        phone: user.mobilePhone,
        accountId: user.accountId,
        accountName: user.accountName,
        interestArea: value.interestArea,
        details: value.details,
        userId: user.userId,
      }),
    changesCounts: true,
  });
  if (!outcome.ok) return outcome.response;
  return resultRedirect(request, auth, PATH, outcome.value);
}

const CHOICE = "flex flex-col rounded-lg border border-slate-300 p-4 text-left hover:border-brand-blue-dark hover:bg-sky-50";

export default function QuoteDialog() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as DialogActionData | undefined;
  if (loaderData.kind === "done") {
    return (
      <ResultDialog headline="Request Submitted." closeTo={loaderData.closeTo} actions={[{ label: "Raise another", to: loaderData.again }, GO_TO_TICKETS]}>
        <p>
          Ticket number: <strong>{loaderData.ticket}</strong>
        </p>
        <FollowEnquiry link={loaderData.enquiry} />
      </ResultDialog>
    );
  }
  if (loaderData.step === "choose" && !actionData) {
    return (
      <RouteDialog title={TITLE} closeTo={loaderData.closeTo} className="max-w-lg">
        <p className="mb-3">What would you like a quote for?</p>
        <ul className="grid gap-3 sm:grid-cols-2">
          <li>
            <Link to={loaderData.equipment} className={CHOICE}>
              <span className="font-semibold text-ink">Equipment</span>
              <span className="text-sm text-ink/80">New equipment for your plant</span>
            </Link>
          </li>
          <li>
            <Link to="/get-a-quote" className={CHOICE}>
              <span className="font-semibold text-ink">Spares/Services</span>
              <span className="text-sm text-ink/80">For the assets you have</span>
            </Link>
          </li>
        </ul>
      </RouteDialog>
    );
  }
  return (
    <RouteDialog title={TITLE} closeTo={loaderData.closeTo} className="max-w-lg">
      <EquipmentForm defaults={loaderData.defaults} action={loaderData.action} idempotencyKey={actionData?.idempotencyKey ?? loaderData.idempotencyKey} internal={loaderData.internal} result={actionData?.result} failed={actionData?.failed} />
    </RouteDialog>
  );
}

function EquipmentForm(props: { defaults: { interestArea: string; details: string } | undefined; action: string; idempotencyKey: string; internal: boolean; result: DialogActionData["result"] | undefined; failed: string | undefined }) {
  const { form, fields, submitting } = useDialogForm<{ interestArea: string; details: string }>("equipment-quote", props.result, props.defaults);
  return (
    <Form method="post" action={props.action} {...formProps(form)} noValidate className="space-y-1">
      <IdempotencyField value={props.idempotencyKey} />
      <DialogNotices
        internalNote={props.internal && "Staff, administrators acting as a customer and this profile can view this form but cannot request a quote."}
        failed={props.failed}
        formErrors={form.errors}
        formErrorId={form.errorId}
      />
      <SelectField field={fields.interestArea} label="Interest area" placeholder="Select interest area" options={INTEREST_AREAS.map((a) => ({ value: a, label: a }))} />
      <TextAreaField field={fields.details} label="Details" maxLength={QUOTE_DETAILS_MAX} placeholder="Capacity, fuel, site and timeline" />
      <div className="pt-2">
        <SubmitButton submitting={submitting} disabled={props.internal} />
      </div>
    </Form>
  );
}

export const meta: MetaFunction = () => [{ title: "Get a Quote | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
