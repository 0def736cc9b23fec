import { createStaticHandler, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "@remix-run/router";
import { describe, expect, it, vi } from "vitest";
import { classifyRouteError, describeThrown } from "./route-errors";
import { logRouteError } from "./route-errors.server";
import { requestScope } from "./logger.server";

/**
 * The errors Remix hands handleError, made by the router Remix runs on the server: a page route
 * with a loader and no action, and a resource-like route with an action only.
 */
const handler = createStaticHandler([
  {
    id: "root",
    path: "/",
    children: [
      { id: "routes/_app.cart", path: "cart", loader: () => null },
      { id: "routes/preferences.menu", path: "preferences/menu", action: () => null },
    ],
  },
]);

async function routerError(method: string, path: string, queryRoute = false): Promise<unknown> {
  const request = new Request(`http://portal.test${path}`, { method, ...(method === "POST" ? { body: new URLSearchParams({ a: "1" }) } : {}) });
  if (queryRoute) {
    try {
      await handler.queryRoute(request);
    } catch (error) {
      return error;
    }
    throw new Error("queryRoute did not throw");
  }
  const context = await handler.query(request);
  if (context instanceof Response || !context.errors) throw new Error("query gave no error");
  return Object.values(context.errors)[0];
}

describe("classifyRouteError", () => {
  it("makes a POST to a route without an action a 405 warning naming the route, not an error", async () => {
    const verdict = classifyRouteError(await routerError("POST", "/cart"));
    expect(verdict).toEqual({
      level: "warn",
      status: 405,
      statusText: "Method Not Allowed",
      detail: 'You made a POST request to "/cart" but did not provide an `action` for route "routes/_app.cart", so there is no way to handle the request.',
    });
  });

  it("makes a method Remix does not know (OPTIONS, PROPFIND) a 405 warning", async () => {
    for (const method of ["OPTIONS", "PROPFIND"]) {
      expect(classifyRouteError(await routerError(method, "/cart"))).toMatchObject({ level: "warn", status: 405, detail: `Invalid request method "${method}"` });
    }
  });

  it("makes a GET to an action-only route (400) and an unknown address (404) warnings", async () => {
    expect(classifyRouteError(await routerError("GET", "/preferences/menu", true))).toMatchObject({ level: "warn", status: 400 });
    expect(classifyRouteError(await routerError("GET", "/nowhere", true))).toMatchObject({ level: "warn", status: 404, detail: 'No route matches URL "/nowhere"' });
  });

  it("keeps a genuine error an error, with its own stack", () => {
    const thrown = new TypeError("cannot read properties of undefined");
    const verdict = classifyRouteError(thrown);
    expect(verdict).toEqual({ level: "error", error: thrown });
  });

  it("keeps a 5xx ErrorResponse an error: its inner Error when it has one, else a described one", () => {
    const inner = new Error("upstream gone");
    expect(classifyRouteError(new ErrorResponseImpl(500, "Internal Server Error", inner, true))).toEqual({ level: "error", error: inner });
    const verdict = classifyRouteError(new ErrorResponseImpl(503, "Service Unavailable", { retry: 5 }));
    expect(verdict.level).toBe("error");
    if (verdict.level === "error") expect(verdict.error.message).toBe('503 Service Unavailable: Object {"retry":5}');
  });

  it("describes any other thrown value, never as [object Object]", () => {
    const verdict = classifyRouteError({ code: 7 });
    expect(verdict.level).toBe("error");
    if (verdict.level === "error") expect(verdict.error.message).toBe('A non-Error was thrown: Object {"code":7}');
    expect(describeThrown("text")).toBe("string: text");
    expect(describeThrown(undefined)).toBe("undefined");
    expect(describeThrown(Object.create(null))).toBe("Object");
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(describeThrown(circular)).toBe("Object");
  });

  it("masks e-mail addresses and bounds the length of what it quotes", async () => {
    const verdict = classifyRouteError(await routerError("POST", `/cart/${"x".repeat(400)}/a.b@example.com`));
    expect(verdict.level).toBe("warn");
    if (verdict.level === "warn") {
      expect(verdict.detail).not.toContain("@");
      expect(verdict.detail.length).toBeLessThanOrEqual(301);
    }
  });
});

describe("logRouteError", () => {
  function fakeLog() {
    return { warn: vi.fn(), error: vi.fn() };
  }

  it("logs a refusal once at warn with status, method, route id and path, and no err", async () => {
    const log = fakeLog();
    const error = await routerError("POST", "/cart");
    const scope = { requestId: "R1", trace: { traceId: "t", spanId: "s", flags: "01" }, method: "POST", routeId: "routes/_app.cart" };
    requestScope.run(scope as never, () => logRouteError(error, new Request("http://portal.test/cart", { method: "POST" }), log as never));
    expect(log.error).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledTimes(1);
    const [fields, message] = log.warn.mock.calls[0];
    expect(fields).toMatchObject({ event: "refused", status: 405, method: "POST", route: "routes/_app.cart", path: "/cart" });
    expect(fields).not.toHaveProperty("err");
    expect(message).toBe("request refused by the app");
  });

  it("logs a genuine error at error with the Error itself", () => {
    const log = fakeLog();
    const thrown = new Error("boom");
    logRouteError(thrown, new Request("http://portal.test/cart"), log as never);
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledWith({ err: thrown }, "unhandled error in a route");
  });
});
