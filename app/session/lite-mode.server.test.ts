import { describe, expect, it } from "vitest";
import { formPoster, useCookieSigningEnv } from "../../tests/unit/preference-route";
import { action } from "~/routes/preferences.lite";
import { liteModeOf, readLiteChoice } from "./lite-mode.server";

useCookieSigningEnv();
const post = formPoster(action, "/preferences/lite");

const cookieOf = (res: Response) => (res.headers.get("Set-Cookie") ?? "").split(";")[0];

describe("/preferences/lite action", () => {
  it("sets the choice and goes back (303) to a safe returnTo", async () => {
    const res = await post({ mode: "on", returnTo: "/dashboard/tickets?page=2" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/dashboard/tickets?page=2");
    const cookie = res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^lite-mode=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    const read = new Request("http://localhost/", { headers: { Cookie: cookieOf(res) } });
    expect(await readLiteChoice(read)).toBe("on");
    expect(await liteModeOf(read)).toBe(true);
  });

  it("an 'off' choice wins over Save-Data and a slow connection", async () => {
    const res = await post({ mode: "off", returnTo: "/" });
    const read = new Request("http://localhost/", { headers: { Cookie: cookieOf(res), "Save-Data": "on", ECT: "slow-2g" } });
    expect(await liteModeOf(read)).toBe(false);
  });

  it("follows the hints without a choice", async () => {
    expect(await liteModeOf(new Request("http://localhost/", { headers: { "Save-Data": "on" } }))).toBe(true);
    expect(await liteModeOf(new Request("http://localhost/", { headers: { ECT: "2g" } }))).toBe(true);
    expect(await liteModeOf(new Request("http://localhost/", { headers: { ECT: "4g" } }))).toBe(false);
    expect(await liteModeOf(new Request("http://localhost/"))).toBe(false);
  });

  it.each(["//evil.test", "https://evil.test/", "relative"])("sends %s back to /", async (returnTo) => {
    const res = await post({ mode: "on", returnTo });
    expect(res.headers.get("Location")).toBe("/");
  });

  it("answers 400 to a bad mode and sets no cookie", async () => {
    const res = await post({ mode: "yes", returnTo: "/" });
    expect(res.status).toBe(400);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    // The refusal page, not bare text (a browser posting without JavaScript lands on it).
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await res.text()).toContain("<html");
  });
});
