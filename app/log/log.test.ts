import { describe, expect, it } from "vitest";
import { callName, statusClass } from "./metrics.server";
import { scrub } from "./redact";
import { childTraceparent, newRequestId, requestIdOf, traceOf } from "./request-id";

describe("request ids", () => {
  it("are 12 characters of Crockford base32, different each time", () => {
    const ids = new Set(Array.from({ length: 1000 }, newRequestId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
  });

  it("take a well-formed X-Request-Id only from a trusted proxy", () => {
    expect(requestIdOf("proxy-abc-12345", true)).toBe("proxy-abc-12345");
    expect(requestIdOf("proxy-abc-12345", false)).not.toBe("proxy-abc-12345");
    for (const bad of ["short", "has space 123456", "x".repeat(65), "<script>alert(1)</script>", "", null, undefined]) {
      expect(requestIdOf(bad, true)).toMatch(/^[0-9A-Z]{12}$/);
    }
  });

  it("join a trusted caller's trace and give every upstream call its own span", () => {
    const incoming = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";
    const trace = traceOf(incoming, true);
    expect(trace.traceId).toBe("4bf92f3577b34da6a3ce929d0e0e4736");
    expect(trace.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(traceOf(incoming, false).traceId).not.toBe("4bf92f3577b34da6a3ce929d0e0e4736");
    expect(traceOf("00-00000000000000000000000000000000-00f067aa0ba902b7-01", true).traceId).not.toMatch(/^0+$/);
    expect(traceOf("garbage", true).traceId).toMatch(/^[0-9a-f]{32}$/);
    const child = childTraceparent(trace);
    expect(child).toMatch(/^00-4bf92f3577b34da6a3ce929d0e0e4736-[0-9a-f]{16}-01$/);
    expect(child).not.toBe(childTraceparent(trace));
  });
});

describe("redaction", () => {
  it("masks JWTs, bearer tokens and e-mail addresses in free text", () => {
    const jwt = "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJVLTEwMDEifQ.c2lnbmF0dXJlLXZhbHVl";
    const text = scrub(`refused ${jwt} for customer@demo.test with Bearer abc.def-ghi`);
    expect(text).toBe("refused [jwt] for [email] with Bearer [redacted]");
  });
});

describe("metric labels are bounded", () => {
  it.each([
    ["GET", "/ticketapi/tickets/TCK-100203/messages", "GET /ticketapi/tickets/:id/messages"],
    ["GET", "/serviceapi/cases/detail/CMP-0001", "GET /serviceapi/cases/detail/:id"],
    ["POST", "/fileuploadapi/api/v1/uploadFileForUserEditProfile/customer%40demo.test", "POST /fileuploadapi/api/v1/uploadFileForUserEditProfile/:id"],
    ["GET", "/assetsApi/assets/get-assets-v2", "GET /assetsApi/assets/get-assets-v2"],
    ["GET", "/assetsApi/assets/get-asset-by-id/42?x=1", "GET /assetsApi/assets/get-asset-by-id/:id"],
    ["PUT", "/notificationapi/notifications/7f3c9a2e-1b2c-4d5e-8f90-123456789abc/mark-read", "PUT /notificationapi/notifications/:id/mark-read"],
  ])("%s %s → %s", (method, path, name) => {
    expect(callName(method, path)).toBe(name);
  });

  it("status classes", () => {
    expect([200, 302, 404, 503].map(statusClass)).toEqual(["2xx", "3xx", "4xx", "5xx"]);
  });
});
