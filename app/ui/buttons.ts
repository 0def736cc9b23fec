/** The two button styles of forms and dialogs (re-exported by dialog/DialogForm.tsx). No imports: pages without a form stay light. */
export const PRIMARY_BUTTON =
  "rounded-md bg-brand-red px-5 py-2 font-medium text-white hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-60";
export const SECONDARY_BUTTON = "rounded-md border border-slate-300 px-4 py-2 font-medium text-ink hover:bg-slate-50";
