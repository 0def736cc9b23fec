/**
 * Class names of form controls that pages without a Conform form also use (filter bars): a module
 * of its own, so such a page does not load the field components with them.
 */

/** A checkbox of any group (form fields and filter bars alike). */
export const CHECKBOX = "h-4 w-4 rounded border-gray-400 accent-brand-blue-dark";

/** A text input, select or text area. */
export const INPUT = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-700";
