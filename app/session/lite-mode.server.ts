import { createCookie } from "@remix-run/node";
import { isLiteMode, parseLiteChoice, type LiteChoice } from "~/domain/lite-mode";
import { env } from "~/env.server";

/**
 * The user's lite-mode choice (docs/decisions/057-lite-mode.md), a UI preference like the menu's
 * (no secret needed, nothing to tamper with): set by the /preferences/lite action from the footer
 * or Account Settings, read on every document request by entry.server.
 */
export const liteModeCookie = createCookie("lite-mode", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 60 * 60 * 24 * 365,
  // Overridden on serialize by env().COOKIE_SECURE (on in production), like the other cookies.
  secure: process.env.NODE_ENV === "production",
});

export async function readLiteChoice(request: Request): Promise<LiteChoice | null> {
  return parseLiteChoice(await liteModeCookie.parse(request.headers.get("Cookie")));
}

export function serializeLiteChoice(choice: LiteChoice): Promise<string> {
  return liteModeCookie.serialize(choice, { secure: env().COOKIE_SECURE });
}

/** Whether this request's document is served lite: the cookie, then Save-Data, then ECT. */
export async function liteModeOf(request: Request): Promise<boolean> {
  return isLiteMode({
    saveData: request.headers.get("Save-Data"),
    ect: request.headers.get("ECT"),
    choice: await readLiteChoice(request),
  });
}
