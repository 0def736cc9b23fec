import { describe, expect, it } from "vitest";
import { cookieFor } from "../../tests/unit/route-helpers";
import { forgetUnsealedForTests } from "~/session/sealed-cookie.server";
import { uploadClientOf } from "./upload-client.server";

/**
 * Who an upload slot is counted for (docs/decisions/062): the decrypted session's user, however
 * the cookie's text is written, else the client address. Issue 30: one session written 16 ways
 * (a percent-encoded character, quotes) was 16 clients.
 */
describe("uploadClientOf", () => {
  it("counts one user's session cookie written three ways as that one user", async () => {
    const cookie = await cookieFor("customer@demo.test");
    const [name, value] = [cookie.slice(0, cookie.indexOf("=")), cookie.slice(cookie.indexOf("=") + 1)];
    const percent = `%${value.charCodeAt(0).toString(16).toUpperCase()}${value.slice(1)}`;
    const spellings = [`${name}=${value}`, `${name}=${percent}`, `other=1; ${name}="${value}"`];
    const keys = new Set<string>();
    for (const header of spellings) {
      forgetUnsealedForTests();
      keys.add(await uploadClientOf(header, "203.0.113.7"));
    }
    expect([...keys]).toEqual(["u:U-1001"]);
  });

  it("counts a visitor without a session, or with one that does not decrypt, by address (IPv6 by its /64)", async () => {
    expect(await uploadClientOf(undefined, "203.0.113.7")).toBe("a:203.0.113.7");
    expect(await uploadClientOf("portal-session=eyJhbGciOiJkaXIifQ.x.y.z.w", "203.0.113.7")).toBe("a:203.0.113.7");
    expect(await uploadClientOf("portal-session=garbage", "2001:db8:1:2:3:4:5:6")).toBe("a:2001:db8:1:2::/64");
  });
});
