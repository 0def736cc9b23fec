import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEVELOPMENT_SURVEY_LINK_SECRET as UPSTREAM_DEVELOPMENT_KEY } from "../mocks/survey-signature";
import { DEVELOPMENT_SURVEY_LINK_SECRET, parseEnv, productionSecretProblem, REPOSITORY_SECRETS } from "./env.server";

const base = {
  UPSTREAM_URL: "http://upstream.test/api",
  IDENTITY_ISSUER: "http://identity.test/identity",
  IDENTITY_CLIENT_ID: "customer-portal",
  IDENTITY_CLIENT_SECRET: "secret",
};

/** A production environment but for the setting under test. */
const production = { ...base, NODE_ENV: "production", SESSION_SECRET: "s".repeat(32), SURVEY_LINK_SECRET: "v".repeat(32) };

describe("SESSION_SECRET in production", () => {
  it("refuses a secret shorter than 32 characters, and each short one of a list", () => {
    expect(() => parseEnv({ ...production, SESSION_SECRET: "x".repeat(31) })).toThrow(/at least 32/);
    expect(() => parseEnv({ ...production, SESSION_SECRET: `${"a".repeat(40)},short-old-secret-1234` })).toThrow(/at least 32/);
  });

  it("refuses every secret written in the repository", () => {
    for (const secret of REPOSITORY_SECRETS.filter((s) => s.length >= 32)) {
      expect(() => parseEnv({ ...production, SESSION_SECRET: secret })).toThrow(/written in the repository/);
    }
  });

  it("accepts long unknown secrets, and anything in development and tests", () => {
    expect(parseEnv({ ...production, SESSION_SECRET: "k".repeat(32) }).SESSION_SECRET).toBe("k".repeat(32));
    expect(parseEnv({ ...base, NODE_ENV: "development", SESSION_SECRET: "demo-only-session-secret-change-me" }).NODE_ENV).toBe("development");
  });

  it("knows every SESSION_SECRET and SURVEY_LINK_SECRET literal of the repository", () => {
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
      [...readFileSync(file, "utf8").matchAll(/(?:SESSION|SURVEY_LINK)_SECRET[^"'`\n]{0,40}["'`]([^"'`\n$]{8,})["'`]/g)].flatMap((m) => m[1].split(",")),
    );
    expect(literals.length).toBeGreaterThan(3);
    expect(literals).toContain(DEVELOPMENT_SURVEY_LINK_SECRET);
    for (const literal of literals) expect(productionSecretProblem(literal), literal).not.toBeNull();
  });
});

describe("SURVEY_LINK_SECRET", () => {
  it("is required in production, and refused there when short or written in the repository", () => {
    const { SURVEY_LINK_SECRET: _gone, ...without } = production;
    expect(() => parseEnv(without)).toThrow(/SURVEY_LINK_SECRET: is required in production/);
    expect(() => parseEnv({ ...production, SURVEY_LINK_SECRET: "v".repeat(31) })).toThrow(/SURVEY_LINK_SECRET: must be at least 32/);
    expect(() => parseEnv({ ...production, SURVEY_LINK_SECRET: `${"n".repeat(40)},short-old-key-1234` })).toThrow(/SURVEY_LINK_SECRET: must be at least 32/);
    for (const secret of REPOSITORY_SECRETS.filter((s) => s.length >= 32)) {
      expect(() => parseEnv({ ...production, SURVEY_LINK_SECRET: secret }), secret).toThrow(/SURVEY_LINK_SECRET: is a value written in the repository/);
    }
    expect(() => parseEnv({ ...production, SURVEY_LINK_SECRET: DEVELOPMENT_SURVEY_LINK_SECRET })).toThrow(/written in the repository/);
    expect(() => parseEnv({ ...production, SESSION_SECRET: "x".repeat(20), SURVEY_LINK_SECRET: undefined })).toThrow(/SESSION_SECRET[\s\S]*SURVEY_LINK_SECRET/);
  });

  it("accepts long unknown keys in production, a list of them (rotation)", () => {
    expect(parseEnv(production).SURVEY_LINK_SECRET).toBe("v".repeat(32));
    expect(parseEnv({ ...production, SURVEY_LINK_SECRET: `${"n".repeat(32)},${"o".repeat(32)}` }).SURVEY_LINK_SECRET).toBe(`${"n".repeat(32)},${"o".repeat(32)}`);
  });

  it("defaults outside production to the key the embedded upstream signs with when it has none", () => {
    expect(UPSTREAM_DEVELOPMENT_KEY).toBe(DEVELOPMENT_SURVEY_LINK_SECRET);
    for (const NODE_ENV of ["development", "test"]) {
      expect(parseEnv({ ...base, NODE_ENV, SESSION_SECRET: "demo-only-session-secret-change-me" }).SURVEY_LINK_SECRET).toBe(DEVELOPMENT_SURVEY_LINK_SECRET);
    }
    expect(parseEnv({ ...base, SESSION_SECRET: "demo-only-session-secret-change-me", SURVEY_LINK_SECRET: "dev-key-0123456789" }).SURVEY_LINK_SECRET).toBe("dev-key-0123456789");
  });
});

describe("PHARMA_PAGE_URL", () => {
  const dev = { ...base, SESSION_SECRET: "x".repeat(16) };

  it("has a default, so the portal starts with no setting", () => {
    expect(parseEnv(dev).PHARMA_PAGE_URL).toBe("https://www.thermaxglobal.com/pharma/");
  });

  it("takes an http(s) address", () => {
    expect(parseEnv({ ...dev, PHARMA_PAGE_URL: "https://pharma.example/offer?x=1" }).PHARMA_PAGE_URL).toBe("https://pharma.example/offer?x=1");
  });

  it("refuses other schemes and addresses with credentials", () => {
    for (const bad of ["javascript:alert(1)", "data:text/html,hi", "ftp://pharma.example/", "https://user:pw@pharma.example/", "not a url"]) {
      expect(() => parseEnv({ ...dev, PHARMA_PAGE_URL: bad }), bad).toThrow(/PHARMA_PAGE_URL/);
    }
  });
});

describe("LOOK_ONLY_PROFILES", () => {
  const dev = { ...base, SESSION_SECRET: "d".repeat(32) };
  it("defaults to today's reading and takes a corrected list; an unknown profile stops the start", () => {
    expect(parseEnv(dev).LOOK_ONLY_PROFILES).toEqual(["Customer User With Edge Live"]);
    expect(parseEnv({ ...dev, LOOK_ONLY_PROFILES: "Dealer User With Edge Live" }).LOOK_ONLY_PROFILES).toEqual(["Dealer User With Edge Live"]);
    expect(parseEnv({ ...dev, LOOK_ONLY_PROFILES: "" }).LOOK_ONLY_PROFILES).toEqual([]);
    expect(() => parseEnv({ ...dev, LOOK_ONLY_PROFILES: "Edge Live" })).toThrow(/'Edge Live' is not a customer profile/);
  });
});

describe("TERMS_FILE (issue 53 §3)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "terms-env-"));

  it("is read at start: a path that cannot be read stops the portal with the setting, the path and why", () => {
    const missing = path.join(dir, "no-such-terms.html");
    expect(() => parseEnv({ ...production, TERMS_FILE: missing })).toThrow(new RegExp(`TERMS_FILE: cannot read ${missing.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")} \\(no such file\\)`));
    expect(() => parseEnv({ ...base, SESSION_SECRET: "s".repeat(16), TERMS_FILE: dir })).toThrow(/TERMS_FILE: cannot read .* \(a folder, not a file\)/);
  });

  it("holds the file's text as it was at start", () => {
    const file = path.join(dir, "terms.html");
    writeFileSync(file, "<h2>1. Use</h2><p>Be fair.</p>");
    const env = parseEnv({ ...production, TERMS_FILE: file });
    writeFileSync(file, "changed later");
    expect(env.TERMS_TEXT).toBe("<h2>1. Use</h2><p>Be fair.</p>");
    expect(parseEnv(production).TERMS_TEXT).toBeUndefined();
  });
});
