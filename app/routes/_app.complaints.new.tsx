import { complaintHref } from "~/domain/links";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { complaintSchema, continueProblems, type ComplaintContext } from "~/domain/complaint-schema";
import { CHECKED_ON_SUBMIT } from "~/domain/fields";
import { validationOnly } from "~/forms/validate-intent.server";
import { countryOf, ITEM_FIELDS, itemFieldOf, notListedFailure, OTHERS_REASON, parseChoicesKey, SHOWN_CHOICES } from "~/domain/complaints";
import { dialogFormBase, dialogPlaces, dialogResult, failedReply, formRefusal, refuseInternal, resultRedirect, submitFailure, submitOnce, TICKET_NUMBER, type DialogActionData } from "~/forms/dialog.server";
import { takeDraft } from "~/session/drafts.server";
import { requireUser, type Auth } from "~/session/guard.server";
import { answerReplay } from "~/forms/outbox.server";
import { FIND_ASSET_INTENT } from "~/domain/asset-picker";
import { pickerRequest } from "~/forms/asset-picker.server";
import { forgetUser } from "~/session/user-cache.server";
import { complaintFormState, typeFromQuery } from "~/forms/complaint-state.server";
import type { ComplaintView } from "~/ui/complaint/views";
import { ComplaintForm, type StagedAnswer } from "~/ui/complaint/ComplaintForm";
import { RouteDialog } from "~/ui/dialog/RouteDialog";
import { GO_TO_TICKETS, ResultDialog, viewComplaint } from "~/ui/dialog/ResultDialog";
import { GeneralErrorBoundary } from "~/ui/errors";
import { parseUpload } from "~/upload/multipart.server";
import { COMPLAINT_UPLOAD_RULES, uploadView } from "~/upload/rules";
import { registerComplaint } from "~/upstream/complaints.server";
import { isUpstreamError } from "~/upstream/errors";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Register a Complaint" };

const ROUTE = "routes/_app.complaints.new";
const PATH = "/complaints/new";
const INTERNAL_REFUSED = "Staff, administrators acting as a customer and this profile cannot register a complaint.";
/** Said to those who may look but not submit; sent from here so the form's bundle carries no text (011). */
const INTERNAL_NOTE = "Staff, administrators acting as a customer and this profile can view this form but cannot register a complaint.";
/** Sent as the complaint's priority; the spec names the field but not its values (docs/decisions/010). */
const PRIORITY = "Medium";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const url = new URL(request.url);
  const caseNumber = await dialogResult(request, auth, TICKET_NUMBER);
  if (caseNumber) return { kind: "created" as const, caseNumber, complaintHref: complaintHref(caseNumber), closeTo: dialogPlaces(request, PATH).closeTo };
  // What was typed when the session ended comes back (issue 51 §4): its asset and type choose the
  // form's stage as the address would, and so does the division of an asset that is not listed,
  // without which that form would open again at Continue (the layout hands the other fields back
  // by name).
  const [draft] = await takeDraft(request, auth.user.userId);
  const drafted = (name: string) => (typeof draft?.fields[name] === "string" ? (draft.fields[name] as string) : null);
  const state = await complaintFormState(
    auth,
    {
      assetId: url.searchParams.get("assetId") ?? drafted("assetId"),
      type: typeFromQuery(url.searchParams.get("type") ?? drafted("type")),
      division: drafted("division"),
    },
    request.signal,
  );
  const orderId = url.searchParams.get("orderId");
  const preselected: SubmissionResult<string[]> = {
    initialValue: {
      assetId: state.view.assetId ?? "",
      productFamily: state.view.productFamily,
      type: state.view.type ?? "",
      orderEnquiryId: orderId && state.view.orderOptions?.some((o) => o.value === orderId) ? orderId : "",
    },
  };
  // The upload rules' texts are made here, not in the browser (as the thread's and enquiries' are).
  return { kind: "form" as const, ...dialogFormBase(request, auth, PATH), internalNote: auth.internal ? INTERNAL_NOTE : null, view: state.view, preselected, upload: uploadView(COMPLAINT_UPLOAD_RULES) };
}

type ActionResult = DialogActionData & { view?: ComplaintView; staged?: StagedAnswer };

/** The complaint's context for a validate intent: any chosen asset stands, the lists are not asked for. */
const UNCHECKED_CONTEXT: ComplaintContext = { divisionOf: (assetId) => (assetId ? "" : undefined), regions: CHECKED_ON_SUBMIT };

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  // A complaint kept offline and sent now says how it went (docs/decisions/115).
  return answerReplay(request, context, auth, () => register(request, auth));
}

async function register(request: Request, auth: Auth) {
  const refusal = refuseInternal(auth, INTERNAL_REFUSED);
  if (refusal) return refusal;
  const upload = await parseUpload(request, COMPLAINT_UPLOAD_RULES);
  if (!upload.ok) return formRefusal(upload.message, upload.status);
  const form = upload.formData;
  // Validation while typing asks nothing of the upstream (060): the asset's division and the lists
  // that come from it (orders, enquiries, spares, services, regions) are checked on submit.
  const validation = validationOnly(form, () => complaintSchema(UNCHECKED_CONTEXT));
  if (validation) return validation;
  const intent = form.get("intent");
  // refresh: the enhanced form's background update; continue: the Continue / Update choices button
  // without JavaScript; find-asset: the asset picker's Search without JavaScript.
  if (intent !== "submit" && intent !== "refresh" && intent !== "continue" && intent !== FIND_ASSET_INTENT) return formRefusal("Unknown action.", 400);
  const shownKey = form.get(SHOWN_CHOICES);
  form.delete(SHOWN_CHOICES);

  const state = await complaintFormState(
    auth,
    {
      assetId: String(form.get("assetId") ?? ""),
      type: String(form.get("type") ?? ""),
      division: String(form.get("division") ?? ""),
      assetQuery: pickerRequest(form).query,
    },
    request.signal,
  );
  // The product always follows the asset; the type is cleared when the asset has nothing of it.
  form.set("productFamily", state.view.productFamily);
  if (state.typeCleared) {
    form.set("type", "");
    form.delete("reason");
    form.delete("orderEnquiryId");
  }
  // A list picked for another type is dropped (the spec resets spares and services on a type change).
  const keep = itemFieldOf(String(form.get("type") ?? ""));
  for (const field of Object.values(ITEM_FIELDS)) if (field !== keep) form.delete(field);
  const submission = parseWithZod(form, { schema: complaintSchema(state.context) });

  // A Submit after the asset, type or division changed would send fields the user never saw: the
  // form is shown for the new choices first, and nothing is sent (docs/decisions/056).
  const changed = intent === "submit" && typeof shownKey === "string" && shownKey !== state.view.choices;
  if (intent !== "submit" || state.typeCleared || changed) {
    // Show the next fields, keep what was typed (files cannot be handed back), show no errors yet:
    // a Continue that cannot move on says which choice is missing.
    const { initialValue } = submission.reply();
    const now = parseChoicesKey(state.view.choices);
    const problems = intent === "continue" && !state.typeCleared && now ? continueProblems(parseChoicesKey(shownKey), now) : {};
    const missing = Object.keys(problems).length > 0;
    const filesDropped = form.getAll(COMPLAINT_UPLOAD_RULES.field).some((f) => typeof f !== "string") || COMPLAINT_UPLOAD_RULES.field in upload.fieldErrors;
    return data<ActionResult>(
      { result: missing ? { status: "error", initialValue, error: problems } : { initialValue }, view: state.view, staged: { changed, filesDropped } },
      { status: missing ? 400 : 200 },
    );
  }
  if (submission.status !== "success" || Object.keys(upload.fieldErrors).length > 0) {
    return data<ActionResult>({ result: submission.reply({ fieldErrors: upload.fieldErrors }), view: state.view }, { status: 400 });
  }

  const value = submission.value;
  const files = form.getAll(COMPLAINT_UPLOAD_RULES.field).filter((f): f is File => typeof f !== "string");
  const send = () =>
    registerComplaint(
      auth.session,
      {
        complaintType: value.type,
        enquiryId: value.orderEnquiryId ?? null,
        assetId: value.assetId,
        // Only for an asset that is not listed (docs/decisions/010, addendum).
        ...(value.registerAssetData ? { registerAssetData: value.registerAssetData } : {}),
        spareList: value.spares,
        serviceList: value.services,
        reasonToComplaint: value.reason === OTHERS_REASON ? (value.otherReason ?? "") : value.reason,
        country: countryOf(auth.user.icc),
        description: value.description,
        poNumber: value.poNumber ?? null,
        priority: PRIORITY,
      },
      files,
    );
  let caseNumber: string;
  try {
    caseNumber = await submitOnce(auth, value.idempotencyKey, send);
  } catch (error) {
    const failure = submitFailure(error);
    if (!failure) throw error;
    // An asset that is not listed: a serial/OC number that already has a request, or a division the
    // upstream refuses, is said on its field.
    const onField = value.registerAssetData && isUpstreamError(error) && error.kind === "http" && error.status === 400 ? notListedFailure(error.upstreamMessage) : null;
    if (onField) {
      return data<ActionResult>({ result: submission.reply({ fieldErrors: { [onField.field]: [onField.message] } }), view: state.view }, { status: 400 });
    }
    return failedReply(submission, failure.message, { view: state.view }, failure.status);
  }
  // The new ticket changes the user's counts: ask the upstream afresh on the next page.
  await forgetUser(auth.user.userId);
  return resultRedirect(request, auth, PATH, caseNumber);
}

export default function RegisterComplaint() {
  const loaderData = useLoaderData<typeof loader>();
  // Every answer of the action is an ActionResult (refusals carry no view).
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  if (loaderData.kind === "created") {
    return (
      <ResultDialog headline={`Complaint ${loaderData.caseNumber} registered`} closeTo={loaderData.closeTo} actions={[GO_TO_TICKETS, viewComplaint(loaderData.complaintHref)]}>
        <p>Its ticket has the same number. Follow its progress and talk to our team on its page.</p>
      </ResultDialog>
    );
  }
  return (
    <RouteDialog title="Register a Complaint" closeTo={loaderData.closeTo}>
      <ComplaintForm
        view={actionData?.view ?? loaderData.view}
        result={actionData?.result ?? loaderData.preselected}
        action={loaderData.action}
        idempotencyKey={loaderData.idempotencyKey}
        internalNote={loaderData.internalNote}
        failed={actionData?.failed}
        staged={actionData?.staged}
        upload={loaderData.upload}
      />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Register a Complaint | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
