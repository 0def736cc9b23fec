/**
 * Shared control styles (buttons, checkboxes). A module of its own, so a page that only wants the
 * look does not load Conform with app/ui/dialog/DialogForm.tsx or app/ui/form/Field.tsx.
 */
export const PRIMARY_BUTTON =
  "rounded-md bg-brand-red px-5 py-2 font-medium text-white hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-60";
export const SECONDARY_BUTTON = "rounded-md border border-slate-300 px-4 py-2 font-medium text-ink hover:bg-slate-50";

/** A checkbox of any group (form fields and filter bars alike). */
export const CHECKBOX = "h-4 w-4 rounded border-gray-400 accent-brand-blue-dark";

/** A text input, select or text area. */
export const INPUT = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-700";
