/**
 * Lite mode (docs/decisions/057-lite-mode.md): pages as plain HTML, without module scripts or
 * hydration, for browsers that ask to save data, slow connections, or users who choose it.
 * Pure rule; the request's headers and cookie are read in app/session/lite-mode.server.ts.
 */

/** The user's own choice (the lite-mode cookie): it wins over what the browser reports. */
export type LiteChoice = "on" | "off";

export interface LiteSignals {
  /** The `Save-Data` request header, as sent ("on" asks for less data). */
  saveData?: string | null;
  /** The `ECT` client hint (effective connection type: slow-2g, 2g, 3g, 4g), asked for with Accept-CH. */
  ect?: string | null;
  /** The user's choice from the footer or Account Settings, if any. */
  choice?: LiteChoice | null;
}

/** Effective connection types slow enough for lite mode. */
export const SLOW_CONNECTIONS: readonly string[] = ["slow-2g", "2g"];

/** The request headers that decide the mode, besides the cookie: what documents vary on. */
export const LITE_HINT_HEADERS = ["Save-Data", "ECT"] as const;

/** Vary for every HTML document: a cache must never hand one mode's page to the other. */
export const LITE_VARY = "Save-Data, ECT, Cookie";

/** The client hint the portal asks browsers for (Accept-CH on every HTML document). */
export const LITE_ACCEPT_CH = "ECT";

/** `on` or `off` from a cookie value; anything else is no choice. */
export function parseLiteChoice(value: unknown): LiteChoice | null {
  return value === "on" || value === "off" ? value : null;
}

/** True when the page is to be served lite: the user's choice first, then Save-Data, then ECT. */
export function isLiteMode({ saveData, ect, choice }: LiteSignals): boolean {
  if (choice === "on") return true;
  if (choice === "off") return false;
  if (saveData?.trim().toLowerCase() === "on") return true;
  const connection = ect?.trim().toLowerCase().replace(/^"|"$/g, "");
  return connection !== undefined && SLOW_CONNECTIONS.includes(connection);
}
