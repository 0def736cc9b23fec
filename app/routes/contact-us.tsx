import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CONTACT_US_TEXT, customerData, type ContactUsFields } from "~/domain/contact-us";
import { contactUsSchema } from "~/domain/contact-us-schema.server";
import { lastTenDigits } from "~/domain/patterns";
import { env } from "~/env.server";
import { retryAfterHeaders, takePoint } from "~/security/rate-limit.server";
import { getOptionalUser } from "~/session/guard.server";
import { visitorOf } from "~/session/visitor";
import { ContactUsForm, ContactUsSent } from "~/ui/help/ContactUs";
import { tooManyRequestsText } from "~/ui/public/TooManyRequests";
import { VisitorFrame } from "~/ui/public/VisitorFrame";
import { isUpstreamError } from "~/upstream/errors";
import { mailUs } from "~/upstream/contact-us.server";
import { formSubmissions, isIdempotencyKey, isSubmitStillRunning, newIdempotencyKey } from "~/upload/idempotency.server";
import { parseUpload } from "~/upload/multipart.server";
import { CONTACT_US_UPLOAD_RULES, uploadView } from "~/upload/rules";
import { isSharedStateUnavailable } from "~/state/shared-state.server";

/** Plain HTML: no hydration (docs/decisions/024); the form posts with or without JavaScript. */
export { handle, clientLoader } from "~/ui/public/plain-html";

export const headers = retryAfterHeaders;

/**
 * The FAQ's Contact Us (spec document 1 §2, the FAQ page's Contact Us button; document 3 §7 "POST
 * mail-us (multipart myFiles, customerData)"; issue 53 §3, docs/decisions/113). Public: anyone may
 * write, signed in or not (a signed-in visitor finds their name, e-mail, phone and company filled
 * in). The files follow the complaint's upload rules (app/upload/); one rendered form sends once
 * (its idempotency key); every post counts against the visitor's address (`contact-us-submit`).
 * POST, redirect, GET: `?sent=1` says it was sent.
 */
const PATH = "/contact-us";
/** Set by the action: a document POST runs the loader afterwards, and the action's answer wins. */
const ACTION_RAN = "contact-us:action";
/** Signed in or not, one namespace for the keys of this form (a key is random per rendered form). */
const KEY_OWNER = "contact-us";

type Defaults = Partial<Record<Exclude<keyof ContactUsFields, "idempotencyKey">, string>>;
export type ContactUsView =
  | {
      kind: "form";
      idempotencyKey: string;
      defaults: Defaults;
      upload: ReturnType<typeof uploadView>;
      supportEmail: string;
      result?: SubmissionResult<string[]>;
      notice?: string;
    }
  | { kind: "sent" };

function formView(fields: { idempotencyKey?: string; defaults: Defaults; result?: SubmissionResult<string[]>; notice?: string }) {
  return { kind: "form" as const, idempotencyKey: fields.idempotencyKey ?? newIdempotencyKey(), upload: uploadView(CONTACT_US_UPLOAD_RULES), supportEmail: env().SUPPORT_EMAIL, ...fields };
}

/** What was typed, to show again (text fields only: a file cannot be handed back). */
function typed(form: FormData): Defaults {
  const out: Defaults = {};
  for (const name of ["fullName", "emailId", "contactNo", "companyName", "description"] as const) {
    const value = form.get(name);
    if (typeof value === "string" && value) out[name] = value;
  }
  return out;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request, context);
  const visitor = visitorOf(user);
  if (context.memo.has(ACTION_RAN)) return { visitor, view: formView({ defaults: {} }) as ContactUsView };
  if (new URL(request.url).searchParams.get("sent") === "1") return { visitor, view: { kind: "sent" } as ContactUsView };
  // A signed-in visitor's own details, filled in (each may be changed before sending).
  const known: Defaults = user
    ? { fullName: [user.firstName, user.lastName].filter(Boolean).join(" "), emailId: user.email, contactNo: lastTenDigits(user.mobilePhone), companyName: user.accountName }
    : {};
  const defaults = Object.fromEntries(Object.entries(known).filter(([, v]) => v)) as Defaults;
  return { visitor, view: formView({ defaults }) as ContactUsView };
}

export async function action({ request, context }: ActionFunctionArgs) {
  context.memo.set(ACTION_RAN, true);
  const visitor = visitorOf(await getOptionalUser(request, context));
  const answer = (view: ContactUsView, status: number, headers?: HeadersInit) => data({ visitor, view }, { status, headers });
  const limit = await takePoint("contact-us-submit", context.clientAddress);
  const upload = await parseUpload(request, CONTACT_US_UPLOAD_RULES);
  if (!upload.ok) return answer(formView({ defaults: {}, notice: upload.message }), upload.status);
  const form = upload.formData;
  const key = form.get("idempotencyKey");
  const keep = { idempotencyKey: isIdempotencyKey(key) ? key : undefined, defaults: typed(form) };
  if (limit.limited) return answer(formView({ ...keep, notice: tooManyRequestsText(limit.retryAfterS) }), 429, { "Retry-After": String(limit.retryAfterS) });
  const submission = parseWithZod(form, { schema: contactUsSchema });
  if (submission.status !== "success" || Object.keys(upload.fieldErrors).length > 0) {
    return answer(formView({ ...keep, result: submission.reply({ fieldErrors: upload.fieldErrors }) }), 400);
  }
  const files = form.getAll(CONTACT_US_UPLOAD_RULES.field).filter((f): f is File => typeof f !== "string");
  const send = () => mailUs(customerData(submission.value), files, context.clientAddress, request.signal);
  try {
    if (keep.idempotencyKey) await formSubmissions.once(KEY_OWNER, keep.idempotencyKey, send);
    else await send();
  } catch (error) {
    if (!isUpstreamError(error) && !isSharedStateUnavailable(error) && !isSubmitStillRunning(error)) throw error;
    // A new key: the failed post is forgotten by the store, and the next one is a new attempt.
    return answer(formView({ defaults: keep.defaults, notice: CONTACT_US_TEXT.failed }), isUpstreamError(error) ? 502 : 503);
  }
  return redirect(`${PATH}?sent=1`, 303);
}

export default function ContactUs() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const { visitor, view } = (answered ?? loaded) as { visitor: typeof loaded.visitor; view: ContactUsView };
  return (
    <VisitorFrame visitor={visitor}>
      {view.kind === "sent" ? <ContactUsSent /> : <ContactUsForm action={PATH} view={view} />}
    </VisitorFrame>
  );
}

export const meta: MetaFunction = () => [
  { title: "Contact Us | Thermax Customer Portal" },
  { name: "description", content: "Write to the Thermax customer support team, with files if you need to." },
];
