import { useForm, type SubmissionResult } from "@conform-to/react";
import { CONTACT_US_LIMITS as LIMITS, CONTACT_US_TEXT as TEXT, type ContactUsFields } from "~/domain/contact-us";
import type { UploadView } from "~/upload/rules";
import { PHONE_INPUT, TextAreaField, TextField } from "~/ui/form/Field";
import { FileInput } from "~/ui/form/FileInput";
import { ErrorNote } from "~/ui/Notice";

/**
 * The FAQ's Contact Us page (issue 53 §3, docs/decisions/113): a plain form that posts, files and
 * all, to the route's action; no script (a public page is plain HTML, decision 024). The server
 * answers with the messages under their fields, the first of them focused, and keeps what was typed.
 */
interface FormView {
  idempotencyKey: string;
  defaults: Partial<Record<Exclude<keyof ContactUsFields, "idempotencyKey">, string>>;
  upload: UploadView;
  supportEmail: string;
  result?: SubmissionResult<string[]>;
  notice?: string;
}

const ORDER = ["fullName", "emailId", "contactNo", "companyName", "description"] as const;
const link = "font-medium text-brand-blue-dark underline underline-offset-2 [overflow-wrap:anywhere]";

export function ContactUsForm({ action, view }: { action: string; view: FormView }) {
  const [form, fields] = useForm<ContactUsFields>({ id: "contact-us", lastResult: view.result, defaultValue: view.defaults });
  const firstInvalid = ORDER.find((name) => fields[name].errors?.length);
  const fileErrors = view.result?.error?.files ?? undefined;
  return (
    <section aria-labelledby="contact-us-heading" className="mx-auto max-w-2xl rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <h1 id="contact-us-heading" className="text-2xl font-semibold text-ink">
        {TEXT.heading}
      </h1>
      <p className="mt-1 text-ink/90">{TEXT.intro}</p>
      <p className="mt-1 text-sm text-ink/80">
        Or e-mail{" "}
        <a href={`mailto:${view.supportEmail}`} className={link}>
          {view.supportEmail}
        </a>
        . Fields marked optional may stay empty.
      </p>
      {view.notice ? (
        <div className="mt-4">
          <ErrorNote>{view.notice}</ErrorNote>
        </div>
      ) : null}
      <form method="post" action={action} encType="multipart/form-data" id={form.id} noValidate className="mt-4 grid gap-x-4 sm:grid-cols-2">
        <input type="hidden" name="idempotencyKey" value={view.idempotencyKey} />
        <div className="sm:col-span-2">
          <TextField field={fields.fullName} label="Full name" maxLength={LIMITS.fullName} autoComplete="name" autoFocus={firstInvalid === "fullName"} />
        </div>
        <TextField field={fields.emailId} label="Email" type="email" maxLength={LIMITS.emailId} autoComplete="email" autoFocus={firstInvalid === "emailId"} />
        <TextField
          field={fields.contactNo}
          label="Mobile number (optional)"
          {...PHONE_INPUT}
          hint="Your 10-digit mobile number; +91, spaces and dashes are fine."
          autoFocus={firstInvalid === "contactNo"}
        />
        <div className="sm:col-span-2">
          <TextField field={fields.companyName} label="Company (optional)" maxLength={LIMITS.companyName} autoComplete="organization" autoFocus={firstInvalid === "companyName"} />
        </div>
        <div className="sm:col-span-2">
          {/* autoFocus is not a TextAreaField prop: the first invalid field above takes focus, else this one's error is read with the form. */}
          <TextAreaField field={fields.description} label="Your question" maxLength={LIMITS.description} rows={5} />
        </div>
        <div className="mt-2 sm:col-span-2">
          <FileInput id="contact-us-files" name="files" label="Files (optional)" upload={view.upload} errors={fileErrors} />
        </div>
        <div className="mt-4 sm:col-span-2">
          <button type="submit" className="w-full rounded-md bg-brand-red px-4 py-2.5 font-medium text-white hover:bg-red-700 sm:w-auto sm:px-8">
            Send
          </button>
        </div>
      </form>
    </section>
  );
}

export function ContactUsSent() {
  return (
    <section aria-labelledby="contact-us-heading" className="mx-auto max-w-2xl rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <h1 id="contact-us-heading" className="text-2xl font-semibold text-ink">
        {TEXT.sentHeading}
      </h1>
      <p role="status" className="mt-2 text-ink/90">
        {TEXT.sent}
      </p>
      <p className="mt-4">
        <a href="/FAQs" className={link}>
          Back to the FAQs
        </a>
      </p>
    </section>
  );
}
