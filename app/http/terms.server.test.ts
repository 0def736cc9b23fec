import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv, setEnvForTests } from "~/env.server";
import { loader } from "~/routes/terms-of-service";
import { termsSource, termsStartupWarning } from "./terms.server";

/** The suite's own settings (tests/unit/setup-env.ts), with this test's on top. */
const BASE = process.env;

afterEach(() => setEnvForTests(undefined));

describe("the operator's Terms of Service (issue 42 §7, decision 097)", () => {
  it("without a setting: none published (no text of the portal's own, issue 53 §3)", () => {
    setEnvForTests(parseEnv(BASE));
    expect(termsSource()).toEqual({ kind: "unpublished" });
  });

  it("in production, a start with neither setting is warned about; with one, or outside production, not", () => {
    const production = { ...BASE, NODE_ENV: "production", SESSION_SECRET: "p".repeat(40), SURVEY_LINK_SECRET: "q".repeat(40) };
    expect(termsStartupWarning(parseEnv(production))).toMatch(/^No Terms of Service: set TERMS_URL or TERMS_FILE/);
    expect(termsStartupWarning(parseEnv({ ...production, TERMS_URL: "https://legal.example.test/terms" }))).toBeNull();
    expect(termsStartupWarning(parseEnv(BASE))).toBeNull();
  });

  it("TERMS_URL: the page sends visitors there", async () => {
    setEnvForTests(parseEnv({ ...BASE, TERMS_URL: "https://legal.example.test/portal-terms" }));
    const answer = await loader({ request: new Request("http://portal.test/terms-of-service"), context: {} as never, params: {} }).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("Location")).toBe("https://legal.example.test/portal-terms");
  });

  it("TERMS_FILE: the operator's HTML as read at start, sanitised (sections kept, script and handlers gone)", () => {
    const file = join(mkdtempSync(join(tmpdir(), "terms-")), "terms.html");
    writeFileSync(file, '<h2>1. Use</h2><p onclick="x()">Be fair.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>');
    setEnvForTests(parseEnv({ ...BASE, TERMS_FILE: file }));
    const source = termsSource();
    expect(source.kind).toBe("file");
    const html = (source as { html: string }).html;
    expect(html).toContain("<h2>1. Use</h2>");
    expect(html).toContain("<p>Be fair.</p>");
    expect(html).not.toMatch(/script|onclick|javascript:/);
    // Read at start: the file going away later does not break the page.
    rmSync(file);
    expect(termsSource()).toEqual(source);
  });

  it("a terms address with credentials or another scheme is refused at start", () => {
    expect(() => parseEnv({ ...BASE, TERMS_URL: "https://u:p@legal.example.test/" })).toThrow();
    expect(() => parseEnv({ ...BASE, TERMS_URL: "ftp://legal.example.test/" })).toThrow();
  });
});
