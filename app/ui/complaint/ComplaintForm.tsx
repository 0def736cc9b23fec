import type { SubmissionResult } from "@conform-to/react";
import { formProps, inputProps } from "~/ui/form/props";
import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { ComplaintFields } from "~/domain/complaint-schema";
import { COMPLAINT_LIMITS, NOT_LISTED, NOT_LISTED_LABEL, OTHERS_REASON, SHOWN_CHOICES } from "~/domain/complaints";
import { AssetPicker } from "~/ui/assets/AssetPicker";
import { serverOnly } from "~/ui/server-only";
import { ComplaintNoScript } from "./ComplaintNoScript";
import { DialogNotices, IdempotencyField, SubmitButton, useDialogForm } from "~/ui/dialog/DialogForm";
import { CheckboxListField, FieldErrors, SelectField, TextAreaField, TextField } from "~/ui/form/Field";
import { INPUT } from "~/ui/styles";
import { FileInput } from "~/ui/form/FileInput";
import { useHydrated } from "~/ui/useHydrated";
import type { UploadView } from "~/upload/rules";
import type { ComplaintView } from "./views";


/** What a round trip that did not submit tells the form (docs/decisions/056). */
export interface StagedAnswer {
  /** A Submit came after a choice changed: the form is shown for it and nothing was sent. */
  changed: boolean;
  /** Files were posted and not kept (a page without JavaScript must choose them again). */
  filesDropped: boolean;
}

interface Props {
  view: ComplaintView;
  result: SubmissionResult<string[]> | undefined;
  /** The form posts here (keeps returnTo in the URL). */
  action: string;
  idempotencyKey: string;
  /** Staff, impersonating admins, the profile at index 4 may look, not submit: what they are told (the loader's words); null for others. */
  internalNote: string | null;
  /** The upstream failed: the message shown under 'Error!'. */
  failed: string | undefined;
  /** A round trip that did not submit (a changed choice, files not kept). */
  staged: StagedAnswer | undefined;
  upload: UploadView;
}

const NOT_LISTED_OPTION = { id: NOT_LISTED, label: NOT_LISTED_LABEL };
const NOT_LISTED_CHOICE = { ...NOT_LISTED_OPTION, detail: "", family: "" };

/** The staged form's notes for browsers without JavaScript: rendered by the server only (app/ui/server-only.tsx). */
const NoScript = serverOnly(import.meta.env.SSR ? ComplaintNoScript : null);


/**
 * The Register a Complaint form. Validation runs on the server only (no zod in this bundle).
 * With JavaScript, choosing an asset, a type or a division sends a refresh in the background
 * (files stay in their input, they are not re-sent). Without it the form is staged
 * (docs/decisions/056): until the asset and the type are chosen, Continue (intent=continue) is
 * the one button and there is no file input, since a round trip cannot keep a chosen file; then
 * the files and Submit, with "Update choices" for a changed asset, type or division.
 */
export function ComplaintForm({ view, result, action, idempotencyKey, internalNote, failed, staged, upload }: Props) {
  const internal = internalNote !== null;
  const { form, fields, submitting, navigation } = useDialogForm<ComplaintFields>("register-complaint", result);
  const submitFn = useSubmit();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);

  const initialReason = String(fields.reason.initialValue ?? "");
  const [reason, setReason] = useState(initialReason);
  useEffect(() => setReason(initialReason), [initialReason]);

  // The server cleared the type (no active order or enquiry): inputs are uncontrolled, so an
  // enhanced page clears the select itself (a page without JavaScript renders it empty).
  useEffect(() => {
    const select = formRef.current?.elements.namedItem("type");
    if (view.info && select instanceof HTMLSelectElement) select.value = "";
  }, [view]);

  const refresh = () => {
    if (!formRef.current) return;
    const data = new FormData(formRef.current);
    data.delete("files");
    data.set("intent", "refresh");
    submitFn(data, { method: "post", action, replace: true, preventScrollReset: true });
  };

  const fileErrors = fields.files.errors;
  // Without JavaScript, the step before the choices are made (no files, no Submit).
  const choosing = !hydrated && !view.ready;
  const otherReason = <TextField field={fields.otherReason} label="Other reason" maxLength={COMPLAINT_LIMITS.otherReason} />;

  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      encType="multipart/form-data"
      {...formProps(form)}
      noValidate
      className="space-y-1"
      // Sent while the browser is offline, it is kept on the device instead (issue 55, decision 115).
      data-outbox-kind="complaint"
    >
      <IdempotencyField value={idempotencyKey} />
      <input type="hidden" name={SHOWN_CHOICES} value={view.choices} />
      <DialogNotices
        internalNote={internalNote ?? undefined}
        failed={failed}
        formErrors={form.errors}
        form={form}
        formErrorId={form.errorId}
      />
      {staged?.changed ? (
        <p role="alert" className="mb-3 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">
          Your choice changed the form: check the fields below, then submit again.
        </p>
      ) : null}
      {staged?.filesDropped && !hydrated ? <NoScript part="files-dropped" /> : null}
      {view.info ? (
        <p role="alert" className="mb-3 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">
          {view.info}
        </p>
      ) : null}

      <div className="grid gap-x-4 sm:grid-cols-2">
        <AssetPicker
          field={fields.assetId}
          // The server's view says "My asset is not listed" is chosen: a refresh's answer carries no
          // submission, so the picker must not fall back to 'nothing chosen' after a failed submit.
          picker={view.assetId === NOT_LISTED && !view.picker.chosen ? { ...view.picker, chosen: NOT_LISTED_CHOICE } : view.picker}
          extra={view.assetsFailed ? undefined : NOT_LISTED_OPTION}
          onChange={refresh}
        />
        <div>
          <label htmlFor={fields.productFamily.id} className="field-label">
            Product
          </label>
          <input
            {...inputProps(fields.productFamily, { type: "text" })}
            key={`product-${view.productFamily}`}
            defaultValue={view.productFamily}
            readOnly
            placeholder={view.notListed ? "Set by the division" : "Set by the asset"}
            className={`${INPUT} bg-slate-50`}
          />
          <FieldErrors id={fields.productFamily.errorId} errors={fields.productFamily.errors} />
        </div>
        {view.notListed ? (
          <fieldset className="mb-2 rounded-md border border-slate-200 px-3 pt-1 sm:col-span-2">
            <legend className="px-1 text-sm font-medium text-ink">Your asset</legend>
            <p className="mb-2 text-xs text-ink/70">It is sent for registration with your complaint.</p>
            {/* One column: the division labels are long ("Absorption Cooling (Vapour Absorption Chiller)"). */}
            <TextField
              field={fields.serialOcNumber}
              label="Equipment model & Sr. No."
              hint="The serial or OC number of the asset."
              maxLength={view.notListed.serialMax}
            />
            <SelectField
              field={fields.division}
              label="Division"
              placeholder="Select division"
              options={view.notListed.divisions}
              onChange={hydrated ? refresh : undefined}
            />
            <SelectField field={fields.region} label="Region" placeholder="Select region" options={view.notListed.regions} />
          </fieldset>
        ) : null}
        <SelectField
          field={fields.type}
          label="Complaint type"
          placeholder="Select complaint type"
          options={view.types}
          disabled={!view.assetId}
          onChange={hydrated ? refresh : undefined}
        />
        <SelectField
          field={fields.reason}
          label="Reason"
          placeholder="Select reason"
          options={view.reasons.map((r) => ({ value: r, label: r }))}
          disabled={!view.type}
          onChange={(e) => setReason(e.target.value)}
        />
        {view.orderOptions ? (
          <SelectField
            field={fields.orderEnquiryId}
            label={`${view.orderLabel} id`}
            placeholder={`Select ${view.orderLabel.toLowerCase()}`}
            options={view.orderOptions}
          />
        ) : null}
        {view.poRequired ? <TextField field={fields.poNumber} label="PO number" maxLength={COMPLAINT_LIMITS.poNumber} /> : null}
      </div>
      {view.items ? (
        <>
          {view.items.failed ? (
            <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {view.items.failed}
            </p>
          ) : null}
          <CheckboxListField
            key={`${view.assetId}-${view.items.field}`}
            field={view.items.field === "spares" ? fields.spares : fields.services}
            legend={view.items.legend}
            options={view.items.options}
            empty={view.items.empty}
          />
        </>
      ) : null}
      {hydrated ? (
        reason === OTHERS_REASON ? (
          otherReason
        ) : null
      ) : view.reasons.includes(OTHERS_REASON) ? (
        // Without JavaScript the field is there and shows while 'Others' is the chosen reason (CSS :has),
        // so no round trip is needed (it would drop chosen files).
        <div className="hidden [form:has(select[name=reason]_option[value=Others]:checked)_&]:block">{otherReason}</div>
      ) : null}

      <TextAreaField field={fields.description} label="Description (optional)" maxLength={COMPLAINT_LIMITS.description} />

      {choosing ? null : <FileInput id="complaint-files" name="files" label="Attachments (optional)" upload={upload} errors={fileErrors} />}

      <div className="flex flex-wrap items-center gap-3 pt-2">
        {choosing ? null : (
          <SubmitButton intent="submit" submitting={submitting} disabled={internal} busy={submitting && navigation.formData?.get("intent") === "submit"} />
        )}
        {/* With JavaScript a changed choice refreshes the form by itself. */}
        {!hydrated ? <NoScript part="staging" choosing={choosing} notListed={Boolean(view.notListed)} /> : null}
      </div>
    </Form>
  );
}
