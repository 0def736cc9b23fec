import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { DialogActionData } from "~/forms/dialog-data";
import { SECONDARY_BUTTON } from "../styles";
import { DialogNotices, SubmitButton } from "./DialogParts";
import { IdempotencyField } from "./IdempotencyField";
import { RouteDialog } from "./RouteDialog";

export interface ConfirmDialogProps {
  id: string;
  title: string;
  closeTo: string;
  action: string;
  idempotencyKey: string;
  submitLabel: string;
  lastResult?: DialogActionData;
  /** The question and facts above the buttons. */
  children: ReactNode;
  /** Hidden fields the action needs (the new status). */
  fields?: Record<string, string>;
  /** Users who may look but not act see this note, and the button is disabled (the action refuses them too). */
  refusedNote?: string | false;
}

/**
 * A confirmation step that works without JavaScript: a form posting to the dialog's action, with
 * Cancel going back (the admin's per-user actions, deleting an enquiry document). It has no
 * fields, so it reads the action's form-level errors itself (no form metadata to load).
 */
export function ConfirmDialog({ id, title, closeTo, action, idempotencyKey, submitLabel, lastResult, children, fields = {}, refusedNote }: ConfirmDialogProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const formErrors = navigation.state === "idle" ? lastResult?.result.error?.[""] ?? undefined : undefined;
  return (
    <RouteDialog title={title} closeTo={closeTo} className="max-w-md">
      <Form method="post" action={action} id={id} noValidate>
        <DialogNotices internalNote={refusedNote} failed={lastResult?.failed} formErrors={formErrors} formErrorId={`${id}-error`} />
        <IdempotencyField value={lastResult?.idempotencyKey ?? idempotencyKey} />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="text-ink">{children}</div>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <Link to={closeTo} className={SECONDARY_BUTTON}>
            Cancel
          </Link>
          <SubmitButton submitting={submitting} label={submitLabel} disabled={Boolean(refusedNote)} />
        </div>
      </Form>
    </RouteDialog>
  );
}
