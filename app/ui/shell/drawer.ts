/** id of the CSS-only drawer checkbox (phones); the header's "Menu" label points at it. */
export const DRAWER_ID = "nav-drawer";
