import { beforeEach, describe, expect, it } from "vitest";
import { clientKey, RATE_LIMITS, resetRateLimits, takePoint } from "./rate-limit.server";

describe("clientKey", () => {
  it("keeps an IPv4 address and unwraps IPv4-mapped IPv6", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey(" ::FFFF:198.51.100.1 ")).toBe("198.51.100.1");
  });

  it("counts IPv6 clients by their /64, however the address is written", () => {
    expect(clientKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0db8:0001:0002::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:2::ffff")).toBe(clientKey("2001:db8:1:2:1:2:3:4"));
    expect(clientKey("2001:db8:1:3::1")).not.toBe(clientKey("2001:db8:1:2::1"));
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKey("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
  });

  it("puts anything that is not an address under one shared key", () => {
    expect(clientKey(undefined)).toBe("unknown");
    expect(clientKey("")).toBe("unknown");
    expect(clientKey("203.0.113.7, 10.0.0.1")).toBe("unknown");
    expect(clientKey("not-an-ip")).toBe("unknown");
  });
});

describe("takePoint", () => {
  beforeEach(() => resetRateLimits());

  it("allows the limit's points, then refuses with the seconds until the window ends", async () => {
    const { points, durationS } = RATE_LIMITS["urban-water-submit"];
    for (let i = 0; i < points; i++) expect(await takePoint("urban-water-submit", "203.0.113.10")).toEqual({ limited: false });
    const refused = await takePoint("urban-water-submit", "203.0.113.10");
    expect(refused.limited).toBe(true);
    if (refused.limited) {
      expect(refused.retryAfterS).toBeGreaterThan(durationS - 5);
      expect(refused.retryAfterS).toBeLessThanOrEqual(durationS);
    }
  });

  it("counts each client and each limit apart, and one /64 as one client", async () => {
    const { points } = RATE_LIMITS.captcha;
    for (let i = 0; i < points; i++) await takePoint("captcha", `2001:db8:5:6::${i + 1}`);
    expect((await takePoint("captcha", "2001:db8:5:6::ffff")).limited).toBe(true);
    expect((await takePoint("captcha", "2001:db8:5:7::1")).limited).toBe(false);
    expect((await takePoint("captcha", "203.0.113.11")).limited).toBe(false);
    expect((await takePoint("urban-water-submit", "2001:db8:5:6::1")).limited).toBe(false);
  });

  it("counts the mapped and the plain form of an IPv4 address as one client", async () => {
    const { points } = RATE_LIMITS["survey-submit"];
    for (let i = 0; i < points; i++) await takePoint("survey-submit", i % 2 ? "::ffff:203.0.113.12" : "203.0.113.12");
    expect((await takePoint("survey-submit", "203.0.113.12")).limited).toBe(true);
  });
});
