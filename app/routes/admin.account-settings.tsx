/**
 * Account Settings for admins, inside the admin portal's frame (its header has no customer
 * search or cart, which admins may not open). The same page as /account-settings: its loader,
 * action and view, which read the signed-in user whoever they are.
 */
export { action, ErrorBoundary, loader, meta } from "./_app.account-settings";
export { default } from "./_app.account-settings";
