import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv, productionSecretProblem, REPOSITORY_SECRETS } from "./env.server";

const base = {
  UPSTREAM_URL: "http://upstream.test/api",
  IDENTITY_ISSUER: "http://identity.test/identity",
  IDENTITY_CLIENT_ID: "customer-portal",
  IDENTITY_CLIENT_SECRET: "secret",
};

describe("SESSION_SECRET in production", () => {
  it("refuses a secret shorter than 32 characters, and each short one of a list", () => {
    expect(() => parseEnv({ ...base, NODE_ENV: "production", SESSION_SECRET: "x".repeat(31) })).toThrow(/at least 32/);
    expect(() => parseEnv({ ...base, NODE_ENV: "production", SESSION_SECRET: `${"a".repeat(40)},short-old-secret-1234` })).toThrow(/at least 32/);
  });

  it("refuses every secret written in the repository", () => {
    for (const secret of REPOSITORY_SECRETS.filter((s) => s.length >= 32)) {
      expect(() => parseEnv({ ...base, NODE_ENV: "production", SESSION_SECRET: secret })).toThrow(/written in the repository/);
    }
  });

  it("accepts long unknown secrets, and anything in development and tests", () => {
    expect(parseEnv({ ...base, NODE_ENV: "production", SESSION_SECRET: "k".repeat(32) }).SESSION_SECRET).toBe("k".repeat(32));
    expect(parseEnv({ ...base, NODE_ENV: "development", SESSION_SECRET: "demo-only-session-secret-change-me" }).NODE_ENV).toBe("development");
  });

  it("knows every SESSION_SECRET literal of the repository", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const skip = new Set(["node_modules", "build", ".git", "test-results", "playwright-report", ".cache"]);
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        if (skip.has(name) || name.startsWith("build-") || name.startsWith("test-results")) continue;
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.(ts|tsx|js|mjs|json|md|yml|yaml|conf|env)$/.test(name)) files.push(full);
      }
    };
    walk(root);
    const literals = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/SESSION_SECRET[^"'`\n]{0,40}["'`]([^"'`\n$]{8,})["'`]/g)].flatMap((m) => m[1].split(",")),
    );
    expect(literals.length).toBeGreaterThan(3);
    for (const literal of literals) expect(productionSecretProblem(literal), literal).not.toBeNull();
  });
});
