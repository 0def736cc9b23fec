import { describe, expect, it } from "vitest";
import { mergePolicy, portalPolicy } from "../../server/csp.js";

/**
 * The portal's CSP and how a route changes it (server/csp.js, docs/decisions/052): a route's
 * directives replace the portal's of the same name; everything else stays.
 */
const base = portalPolicy({ nonce: "abc", identityOrigin: "https://id.example" });
const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.split(" ")[0] === name);

describe("portalPolicy", () => {
  it("is the portal's strict policy with the nonce and the identity service as a form target", () => {
    expect(base).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc' 'strict-dynamic'; style-src 'self'; img-src 'self' data: blob:; " +
        "font-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; form-action 'self' https://id.example; frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
    );
    expect(directive(portalPolicy({ nonce: "n", dev: true }), "style-src")).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(portalPolicy({ nonce: "n", dev: true }), "connect-src")).toBe("connect-src 'self' ws: wss:");
  });
});

describe("mergePolicy", () => {
  it("adds a directive the portal does not set, and keeps every other one", () => {
    const merged = mergePolicy(base, "frame-src https://pharma.example");
    expect(merged).toBe(`${base}; frame-src https://pharma.example`);
  });

  it("replaces a directive of the same name, in its place", () => {
    const merged = mergePolicy(base, "frame-ancestors 'self'");
    expect(directive(merged, "frame-ancestors")).toBe("frame-ancestors 'self'");
    expect(merged.split("; ")).toHaveLength(base.split("; ").length);
    expect(merged.replace("frame-ancestors 'self'", "frame-ancestors 'none'")).toBe(base);
  });

  it("takes names case-insensitively, the first of a repeated name, and ignores empty parts", () => {
    const merged = mergePolicy(base, " ; Frame-Ancestors   'self' ;frame-ancestors *; ");
    expect(directive(merged, "frame-ancestors")).toBe("frame-ancestors 'self'");
    expect(merged).not.toContain("*");
  });

  it("keeps the portal's policy when the route sends none, or several policies at once", () => {
    expect(mergePolicy(base, undefined)).toBe(base);
    expect(mergePolicy(base, "")).toBe(base);
    expect(mergePolicy(base, "default-src *, frame-src *")).toBe(base);
  });

  it("tightens as well: a route's default-src 'none' and sandbox", () => {
    const merged = mergePolicy(base, "default-src 'none'; sandbox");
    expect(directive(merged, "default-src")).toBe("default-src 'none'");
    expect(directive(merged, "sandbox")).toBe("sandbox");
    expect(directive(merged, "frame-ancestors")).toBe("frame-ancestors 'none'");
  });
});
