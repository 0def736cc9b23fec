import type { ReactNode } from "react";
import { InfoNote } from "../Notice";
import { PRIMARY_BUTTON } from "../styles";

/**
 * The notices and the submit button of a dialog form (docs/decisions/014), in a module of their
 * own: a confirmation (ConfirmDialog) shows them without loading the form metadata of
 * DialogForm.tsx.
 */
interface NoticesProps {
  /** Shown to users who may look but not submit. */
  internalNote?: string | false;
  /** The upstream failed: shown under 'Error!'. */
  failed?: string;
  /** Form-level errors (Conform's form.errors) and their element id. */
  formErrors?: string[];
  formErrorId?: string;
  children?: ReactNode;
}

export function DialogNotices({ internalNote, failed, formErrors, formErrorId, children }: NoticesProps) {
  return (
    <>
      {internalNote ? <InfoNote className="mb-3">{internalNote}</InfoNote> : null}
      {failed ? (
        <div role="alert" className="mb-3 rounded-md bg-red-50 px-3 py-2 text-red-800">
          <p className="font-semibold">Error!</p>
          <p>{failed}</p>
        </div>
      ) : formErrors?.length ? (
        <p id={formErrorId} role="alert" className="mb-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {formErrors.join(" ")}
        </p>
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

