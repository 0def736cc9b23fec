/**
 * Shared control styles (buttons, checkboxes, inputs): component classes in app/styles/app.css, so
 * their long class lists are in the stylesheet every page caches, not in each page's script (the
 * 100 KB first-visit budget). A module of its own, so a page that only wants the look does not load
 * Conform with app/ui/dialog/DialogForm.tsx or app/ui/form/Field.tsx.
 */
export const PRIMARY_BUTTON = "btn-primary";
export const SECONDARY_BUTTON = "btn-secondary";

/** A checkbox of any group (form fields and filter bars alike). */
export const CHECKBOX = "checkbox";

/** A text input, select or text area. */
export const INPUT = "input";
