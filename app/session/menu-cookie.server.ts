import { createCookie } from "@remix-run/node";
import { env } from "~/env.server";

/**
 * The side menu's collapsed state, a UI preference (no secret needed, nothing to tamper with):
 * set by the /preferences/menu action, read by the root loader into ShellData.menu.collapsed.
 */
export const menuCollapsedCookie = createCookie("menu-collapsed", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 60 * 60 * 24 * 365,
  // Overridden on serialize by env().COOKIE_SECURE (on in production), like the other cookies.
  secure: process.env.NODE_ENV === "production",
});

export async function readMenuCollapsed(request: Request): Promise<boolean> {
  const value: unknown = await menuCollapsedCookie.parse(request.headers.get("Cookie"));
  return value === "1";
}

export function serializeMenuCollapsed(collapsed: boolean): Promise<string> {
  return menuCollapsedCookie.serialize(collapsed ? "1" : "0", { secure: env().COOKIE_SECURE });
}
