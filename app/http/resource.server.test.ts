import { data, redirect } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { resourceRoute } from "./resource.server";

describe("resourceRoute", () => {
  it("answers a thrown data(…, 403) with the refusal page, not JSON", async () => {
    const handler = resourceRoute(async () => {
      throw data({ message: "no" }, { status: 403 });
    });
    const response = await handler({});
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain("<html");
    expect(html).toContain("Access denied");
  });

  it("answers a thrown 404 Response with the page not found copy", async () => {
    const response = await resourceRoute(async () => {
      throw new Response("gone", { status: 404 });
    })({});
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page not found");
  });

  it("lets redirects, answers and unexpected errors through", async () => {
    await expect(
      resourceRoute(async () => {
        throw redirect("/login");
      })({}),
    ).rejects.toHaveProperty("status", 302);
    await expect(
      resourceRoute(async () => {
        throw new Error("boom");
      })({}),
    ).rejects.toThrow("boom");
    const ok = await resourceRoute(async () => new Response("csv"))({});
    expect(await ok.text()).toBe("csv");
  });
});
