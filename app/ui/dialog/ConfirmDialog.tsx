import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { DialogActionData } from "./dialog-data";
import { DialogNotices, IdempotencyField, SECONDARY_BUTTON, SubmitButton, useDialogForm } from "./DialogForm";
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
 * Cancel going back (the admin's per-user actions, deleting an enquiry document).
 */
export function ConfirmDialog({ id, title, closeTo, action, idempotencyKey, submitLabel, lastResult, children, fields = {}, refusedNote }: ConfirmDialogProps) {
  const { form, submitting } = useDialogForm(id, lastResult?.result);
  return (
    <RouteDialog title={title} closeTo={closeTo} className="max-w-md">
      <Form method="post" action={action} id={form.id} noValidate>
        <DialogNotices internalNote={refusedNote} failed={lastResult?.failed} formErrors={form.errors} formErrorId={form.errorId} />
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
