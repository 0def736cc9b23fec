import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { DialogNotices, IdempotencyField, SECONDARY_BUTTON, SubmitButton, useDialogForm } from "../dialog/DialogForm";
import { ResultDialog } from "../dialog/ResultDialog";
import { RouteDialog } from "../dialog/RouteDialog";
import type { DialogActionData } from "~/forms/dialog.server";

/**
 * The views of the per-user admin dialogs (docs/decisions/028), built from the shared dialog
 * pieces (docs/decisions/014): a confirmation form, a result, and the failure to load the user.
 */

export function AdminResult({ outcome, name, closeTo }: { /** The result in words (resultText, in the loader). */ outcome: string; name: string | null; closeTo: string }) {
  return (
    <ResultDialog closeTo={closeTo} actions={[{ label: "Back to users", to: closeTo }]}>
      <p className="text-lg font-semibold">{outcome}</p>
      {name ? <p className="text-ink/80">{name}</p> : null}
    </ResultDialog>
  );
}

export function LoadFailed({ title, closeTo, message }: { title: string; closeTo: string; message: string }) {
  return (
    <RouteDialog title={title} closeTo={closeTo} className="max-w-md">
      <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
        {message}
      </p>
    </RouteDialog>
  );
}

interface ConfirmProps {
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
}

/** A confirmation step that works without JavaScript: a form posting to the dialog's action. */
export function ConfirmUserDialog({ id, title, closeTo, action, idempotencyKey, submitLabel, lastResult, children, fields = {} }: ConfirmProps) {
  const { form, submitting } = useDialogForm(id, lastResult?.result);
  return (
    <RouteDialog title={title} closeTo={closeTo} className="max-w-md">
      <Form method="post" action={action} id={form.id} noValidate>
        <DialogNotices failed={lastResult?.failed} formErrors={form.errors} formErrorId={form.errorId} />
        <IdempotencyField value={idempotencyKey} />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="text-ink">{children}</div>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <Link to={closeTo} className={SECONDARY_BUTTON}>
            Cancel
          </Link>
          <SubmitButton submitting={submitting} label={submitLabel} />
        </div>
      </Form>
    </RouteDialog>
  );
}
