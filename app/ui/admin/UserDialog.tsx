import { ResultDialog } from "../dialog/ResultDialog";
import { RouteDialog } from "../dialog/RouteDialog";

/**
 * The views of the per-user admin dialogs (docs/decisions/028), built from the shared dialog
 * pieces (docs/decisions/014): a confirmation form, a result, and the failure to load the user.
 */

export function AdminResult({ outcome, name, closeTo }: { /** The result in words (resultText, in the loader). */ outcome: string; name: string | null; closeTo: string }) {
  return (
    <ResultDialog headline={outcome} closeTo={closeTo} actions={[{ label: "Back to users", to: closeTo }]}>
      {name ? <p>{name}</p> : null}
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

/** A confirmation step that works without JavaScript (the shared confirmation dialog). */
export { ConfirmDialog as ConfirmUserDialog } from "../dialog/ConfirmDialog";
