/**
 * The profile menu's behaviour with JavaScript (ProfileMenu.tsx draws it): plain DOM, so the
 * customer frame, whose menu is kept server markup (issue 54), and the admin frame, which draws it
 * with React, share it.
 */

/** Edit Profile's dialog: where the customer's Account Settings leads once the page is interactive (decision 043). */
export const EDIT_PROFILE_DIALOG = "/edit-profile";

/** The customer portal's Account Settings page. */
export const ACCOUNT_SETTINGS = "/account-settings";

/** The menus' marker: a `<details>` each. */
const MENU = "details[data-profile-menu]";

/**
 * Where Account Settings leads. With `dialogHref` (the customer portal's header), once the page is
 * interactive (`enhanced`) it opens the Edit Profile dialog with `returnTo` = this page; before
 * that and without JavaScript it is the page, with `back` = this page (decision 043, addendum).
 * On the settings pages themselves it is the plain page.
 */
export function settingsLink(pathname: string, search: string, enhanced: boolean, settingsHref: string, dialogHref?: string): string {
  const here = encodeURIComponent(pathname + search);
  const own = pathname.startsWith(settingsHref) || (dialogHref && pathname.startsWith(dialogHref));
  if (!dialogHref || own) return settingsHref;
  return enhanced ? `${dialogHref}?returnTo=${here}` : `${settingsHref}?back=${here}`;
}

/** Closes every open profile menu (after a navigation). */
export function closeProfileMenus() {
  for (const details of document.querySelectorAll<HTMLDetailsElement>(MENU)) details.open = false;
}

/**
 * Closes an open menu on Escape (focus back on its summary) and on a pointer or focus outside it.
 * Listens on the document, so a menu drawn anew (a kept part's new markup) is served too. Returns
 * the way to stop.
 */
export function followProfileMenus(): () => void {
  const outside = (event: Event) => {
    for (const details of document.querySelectorAll<HTMLDetailsElement>(`${MENU}[open]`)) {
      if (event.target instanceof Node && !details.contains(event.target)) details.open = false;
    }
  };
  const onKey = (event: KeyboardEvent) => {
    const details = event.key === "Escape" && event.target instanceof Element ? event.target.closest<HTMLDetailsElement>(`${MENU}[open]`) : null;
    if (!details) return;
    details.open = false;
    details.querySelector("summary")?.focus();
  };
  document.addEventListener("pointerdown", outside);
  document.addEventListener("focusin", outside);
  document.addEventListener("keydown", onKey);
  return () => {
    document.removeEventListener("pointerdown", outside);
    document.removeEventListener("focusin", outside);
    document.removeEventListener("keydown", onKey);
  };
}
