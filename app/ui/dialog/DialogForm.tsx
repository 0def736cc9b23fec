import type { FormMetadata, SubmissionResult } from "@conform-to/react";
import { formProps } from "~/ui/form/props";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { InfoNote } from "../Notice";
import { PRIMARY_BUTTON } from "../styles";
import { useServerForm } from "../form/server-form";
import { useHydrated } from "../useHydrated";
import { IdempotencyField } from "./IdempotencyField";
import { serverOnly } from "../server-only";
import { ErrorSummary } from "./ErrorSummary";
import { RestoredDraftNote } from "../form/RestoredDraftNote";

const Summary = serverOnly(import.meta.env.SSR ? ErrorSummary : null);

// Pages that only need these (no Conform) import them from their own light modules.
export { PRIMARY_BUTTON, SECONDARY_BUTTON } from "../styles";
export { IdempotencyField } from "./IdempotencyField";

/**
 * The view pieces every dialog form shares (docs/decisions/014-dialog-actions.md): Conform set up
 * for server-side validation, the notices at the top of the form, the hidden idempotency key and
 * the submit button. The server pieces are in app/forms/dialog.server.ts.
 */

/** Conform metadata for a form validated on the server only (no zod, no Conform state machine in the client bundle). */
export function useDialogForm<Fields extends Record<string, unknown>>(
  id: string,
  lastResult: SubmissionResult<string[]> | undefined,
  /** Values the form starts with (an edit form's current values). */
  defaultValue?: Partial<Record<keyof Fields, string>>,
) {
  const navigation = useNavigation();
  const [form, fields] = useServerForm<Fields>({ id, lastResult: navigation.state === "idle" ? lastResult : undefined, defaultValue });
  return { form, fields, submitting: navigation.state === "submitting", navigation };
}

export { useHydrated } from "../useHydrated";


interface NoticesProps {
  /** Shown to users who may look but not submit. */
  internalNote?: string | false;
  /** The upstream failed: shown under 'Error!'. */
  failed?: string;
  /** Form-level errors (Conform's form.errors) and their element id. */
  formErrors?: string[];
  formErrorId?: string;
  /** Every field's errors (Conform's form.allErrors), for the summary at the top (issue 40 §6). */
  form?: { id: string; allErrors: Record<string, string[] | null | undefined> };
  children?: ReactNode;
}

export function DialogNotices({ internalNote, failed, formErrors, formErrorId, form, children }: NoticesProps) {
  // Without JavaScript (and in lite mode) a refused submit opens at this summary, each error a link
  // to its field (088); with it, focus goes to the first field in error. Server-rendered only.
  const hydrated = useHydrated();
  return (
    <>
      {internalNote ? <InfoNote className="mb-3">{internalNote}</InfoNote> : null}
      <RestoredDraftNote />
      {failed ? (
        <div role="alert" className="mb-3 rounded-md bg-red-50 px-3 py-2 text-red-800">
          <p className="font-semibold">Error!</p>
          <p>{failed}</p>
        </div>
      ) : formErrors?.length ? (
        <p id={formErrorId} role="alert" className="mb-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {formErrors.join(" ")}
        </p>
      ) : form && !hydrated ? (
        <Summary id={form.id} errors={form.allErrors} />
      ) : null}
      {children}
    </>
  );
}

interface SubmitProps {
  submitting: boolean;
  disabled?: boolean;
  label?: string;
  /** Sent as `intent` when the form has several actions. */
  intent?: string;
  /** Whether this button's submission is the one in flight (several buttons on one form). */
  busy?: boolean;
}

export function SubmitButton({ submitting, disabled, label = "Submit", intent, busy = submitting }: SubmitProps) {
  return (
    <button type="submit" name={intent ? "intent" : undefined} value={intent} disabled={disabled || submitting} className={PRIMARY_BUTTON}>
      {busy ? "Submitting..." : label}
    </button>
  );
}

/** What every dialog form gets from its route: the loader's base (014) and the action's answer. */
export interface DialogFormProps {
  /** Where the form posts (keeps returnTo). */
  action: string;
  idempotencyKey: string;
  /** Staff, impersonating admins, the profile at index 4: the note shows and Submit is disabled. */
  internal: boolean;
  result: SubmissionResult<string[]> | undefined;
  /** The upstream failed: shown under 'Error!'. */
  failed: string | undefined;
  /** The note internal users see. */
  refusedNote: string;
}

interface DialogFormFrameProps<Fields extends Record<string, unknown>> {
  /** Conform's form metadata and state (from useDialogForm). */
  form: FormMetadata<Fields, string[]>;
  submitting: boolean;
  dialog: DialogFormProps;
  /**
   * Submit stays disabled while this holds (the callback's message is still empty). Only with
   * JavaScript: the server's HTML never disables it, so a page without JavaScript can always post
   * and the server's messages say what is missing.
   */
  submitDisabled?: boolean;
  /** Said next to Submit while it is disabled: what it waits for (issue 32 §3). */
  disabledReason?: string;
  submitLabel?: string;
  /** Sent as `intent` by Submit, for a form with several buttons. */
  submitIntent?: string;
  /** Buttons beside Submit (the logout dialog's Skip). */
  extraActions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * The frame of a plain dialog form: the post to the dialog's own action, the idempotency key,
 * the notices (internal note, 'Error!' with the upstream failure, form errors), the fields, and
 * Submit (disabled for internal users and while submitting). Validation happens on the server.
 */
export function DialogFormFrame<Fields extends Record<string, unknown>>({
  form,
  submitting,
  dialog,
  submitDisabled,
  disabledReason,
  submitLabel,
  submitIntent,
  extraActions,
  children,
  className = "space-y-1",
}: DialogFormFrameProps<Fields>) {
  const navigation = useNavigation();
  const busy = submitIntent ? submitting && navigation.formData?.get("intent") === submitIntent : submitting;
  const hydrated = useHydrated();
  return (
    <Form method="post" action={dialog.action} {...formProps(form)} noValidate className={className}>
      <IdempotencyField value={dialog.idempotencyKey} />
      <DialogNotices internalNote={dialog.internal && dialog.refusedNote} failed={dialog.failed} formErrors={form.errors} formErrorId={form.errorId} form={form} />
      {children}
      <div className="flex flex-wrap items-center gap-3 pt-2">
        <SubmitButton
          submitting={submitting}
          disabled={dialog.internal || (hydrated && submitDisabled)}
          label={submitLabel}
          intent={submitIntent}
          busy={busy}
        />
        {hydrated && submitDisabled && disabledReason && !dialog.internal ? <p className="submit-waiting">{disabledReason}</p> : null}
        {extraActions}
      </div>
    </Form>
  );
}
