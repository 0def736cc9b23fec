import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "~/ui/styles";

/**
 * What the staged Register a Complaint form says only to a browser without JavaScript
 * (docs/decisions/056): which button to press at which step, and that chosen files were not kept.
 * Rendered by the server only (ComplaintForm.tsx, app/ui/server-only.tsx).
 */
export function ComplaintNoScript(props: { part: "files-dropped" } | { part: "staging"; choosing: boolean; notListed: boolean }) {
  if (props.part === "files-dropped") {
    return (
      <p role="alert" className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
        The files you chose were not kept. Choose them again before you submit.
      </p>
    );
  }
  const { choosing, notListed } = props;
  return (
    <>
      <button type="submit" name="intent" value="continue" className={choosing ? PRIMARY_BUTTON : SECONDARY_BUTTON}>
        {choosing ? "Continue" : "Update choices"}
      </button>
      <span className="text-xs text-ink/70">
      {choosing
        ? notListed
          ? "Fill in your asset's details and the type, and press Continue. You can attach files at the next step."
          : "Choose the asset, then the type, and press Continue. You can attach files at the next step."
        : notListed
          ? "Changed the division or the type? Press Update choices first (attach files after it)."
          : "Changed the asset or the type? Press Update choices first (attach files after it)."}
      </span>
    </>
  );
}
