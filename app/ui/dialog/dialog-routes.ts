/**
 * The route dialogs (docs/decisions/010, 014, 068): with JavaScript, a link to one of them opens it
 * over the page the link is on (app/ui/dialog/DialogHost.tsx) instead of navigating away. Route
 * ids without their `routes/_app.` prefix; a drawer's parent route names the drawer (its tabs are
 * its child routes). tests: app/ui/dialog/dialog-routes.test.ts checks every route that draws a
 * route dialog is here or named as not opened by a link.
 */
const PREFIX = "routes/_app.";

const DIALOGS = new Set(
  [
    "request-callback",
    "complaints.new",
    "quotes.new",
    "asset_.$id.request-document",
    "plan-shutdown",
    "register-asset",
    "edit-profile",
    "get-help",
    "my-team.invite",
    "feedback",
    "contracts.$id_.renew",
    "contracts.$id_.reschedule",
    "order.$id_.feedback",
    "offer.$id_.enquire",
    "dashboard_.assets_.preferences",
    "switch-account",
    "quick-actions",
    "dashboard.tickets.$ticketNumber.messages",
    "enquiries.$id.documents.$documentId.delete",
  ],
);

export function isDialogRoute(id: string): boolean {
  return id.startsWith(PREFIX) && DIALOGS.has(id.slice(PREFIX.length));
}

/** The parent of a dialog opened over any page (a nested dialog's parent is its own page). */
export const DIALOG_LAYOUT = "routes/_app";

/**
 * Each dialog's route id with the URL pattern its flat-route name gives (`contracts.$id_.renew`:
 * `/contracts/:id/renew`; pathless `_x` segments dropped, a trailing `_` only opts out of nesting).
 * The host reads them before Remix has discovered the route (lazy route discovery, decision 068).
 */
export const DIALOG_PATTERNS: ReadonlyArray<{ id: string; path: string }> = [...DIALOGS].map((name) => ({
  id: PREFIX + name,
  path:
    "/" +
    name
      .split(".")
      .filter((s) => !s.startsWith("_"))
      .map((s) => s.replace(/_$/, "").replace(/^\$(.+)$/, ":$1"))
      .join("/"),
}));
