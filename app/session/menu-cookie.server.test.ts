import { describe, expect, it } from "vitest";
import { formPoster, useCookieSigningEnv } from "../../tests/unit/preference-route";
import { action } from "~/routes/preferences.menu";
import { readMenuCollapsed } from "./menu-cookie.server";

useCookieSigningEnv();
const post = formPoster(action, "/preferences/menu");

describe("/preferences/menu action", () => {
  it("sets the cookie and redirects (303) to a safe returnTo", async () => {
    const res = await post({ collapsed: "1", returnTo: "/dashboard/assets?page=2" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/dashboard/assets?page=2");
    const cookie = res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^menu-collapsed=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=31536000/);
    const read = new Request("http://localhost/", { headers: { Cookie: cookie.split(";")[0] } });
    expect(await readMenuCollapsed(read)).toBe(true);
  });

  it("expands again with collapsed=0", async () => {
    const res = await post({ collapsed: "0", returnTo: "/" });
    const read = new Request("http://localhost/", { headers: { Cookie: (res.headers.get("Set-Cookie") ?? "").split(";")[0] } });
    expect(await readMenuCollapsed(read)).toBe(false);
  });

  it.each(["//evil.test", "/\\evil.test", "https://evil.test/", "relative"])("sends %s back to /", async (returnTo) => {
    const res = await post({ collapsed: "1", returnTo });
    expect(res.headers.get("Location")).toBe("/");
  });

  it("answers 400 to a bad collapsed value and sets no cookie", async () => {
    const res = await post({ collapsed: "yes", returnTo: "/" });
    expect(res.status).toBe(400);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    // The refusal page, not bare text (a browser posting without JavaScript lands on it).
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await res.text()).toContain("<html");
  });

  it("reads no cookie as expanded", async () => {
    expect(await readMenuCollapsed(new Request("http://localhost/"))).toBe(false);
  });
});
