import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { BENCH_ROUTES, type BenchRoute } from "../../bench/routes";
import { expect, test } from "./fixtures";
import { PORTAL, PUBLIC_STATE_PAGES, signInOverRequest } from "./support";

/**
 * Every page is valid HTML (issue 43 §2): the documents of every route of bench/routes.ts (the
 * hydrated ones in lite mode too), the public pages' other states and the error pages, as the
 * server sends them (plain requests, no JavaScript), checked by the Nu HTML Checker (vnu.jar, the
 * `vnu-jar` package; Java 17) in one run over all of them, since the JVM's start is the slow part.
 * Zero errors; and none of the warnings fixed with the errors (docs/decisions/093) comes back.
 * Request-level: it runs once, in the `http` project.
 */
test.describe.configure({ timeout: 180_000 });

const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar"));

const SIGN_IN: Record<BenchRoute["auth"], { email: string; loginPath?: string } | null> = {
  public: null,
  customer: { email: "customer@demo.test" },
  staff: { email: "staff@thermax.test" },
  admin: { email: "superadmin@thermax.test", loginPath: "/admin/login" },
};

interface Page {
  who: BenchRoute["auth"];
  path: string;
  /** The status the page answers with: the bench's pages 200, the error pages theirs. */
  status: number;
  /** Posted with a foreign Origin: server.js's own refusal page (app/ui/RefusalPage.tsx). */
  foreignPost?: true;
  /** Asked with `Save-Data: on`: the page in lite mode (docs/decisions/057), without its scripts. */
  lite?: true;
}

const PAGES: Page[] = [
  ...BENCH_ROUTES.map((r) => ({ who: r.auth, path: r.path, status: 200 })),
  // Lite mode changes the signed-in pages' markup (no module scripts, plain forms): each once more.
  ...BENCH_ROUTES.filter((r) => r.hydrate !== false).map((r) => ({ who: r.auth, path: r.path, status: 200, lite: true as const })),
  // The public pages' other states (a bad survey link is a 400 page).
  ...PUBLIC_STATE_PAGES.map((path) => ({ who: "public" as const, path, status: path.includes("not-a-link") ? 400 : 200 })),
  { who: "public", path: "/admin/login", status: 200 },
  // The error pages: signed out (no shell), inside the signed-in and admin shells, and server.js's own.
  { who: "public", path: "/no-such-page", status: 404 },
  { who: "customer", path: "/no-such-page", status: 404 },
  { who: "customer", path: "/asset/AST-9999", status: 404 },
  { who: "customer", path: "/switch-account", status: 403 },
  { who: "admin", path: "/no-such-page", status: 404 },
  { who: "public", path: "/urban-water", status: 403, foreignPost: true },
];

/**
 * Warnings that came with the errors (issue 43 §2) and must not come back: a document without an
 * h1, and a heading level skipped.
 */
const FIXED_WARNINGS = [/Consider adding an? “h1” element/, /heading level/i, /aria-hidden/];

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

test("every page is valid HTML (the Nu HTML Checker finds no error)", async ({ playwright }) => {
  const dir = mkdtempSync(path.join(tmpdir(), "valid-html-"));
  const pageOf = new Map<string, string>();
  try {
    const started = Date.now();
    for (const who of ["public", "customer", "staff", "admin"] as const) {
      const request = await playwright.request.newContext({ baseURL: PORTAL });
      try {
        const user = SIGN_IN[who];
        if (user) await signInOverRequest(request, user.email, user.loginPath);
        for (const page of PAGES.filter((p) => p.who === who)) {
          const response = page.foreignPost
            ? await request.post(page.path, { headers: { origin: "https://elsewhere.example" }, form: { a: "1" }, maxRedirects: 0 })
            : await request.get(page.path, { maxRedirects: 0, headers: page.lite ? { "Save-Data": "on" } : {} });
          const label = `${page.foreignPost ? "POST " : ""}${page.path} (${who}${page.lite ? ", lite" : ""})`;
          expect(response.status(), label).toBe(page.status);
          expect(response.headers()["content-type"], label).toContain("text/html");
          const body = await response.body();
          // Lite mode it is: no module script.
          if (page.lite) expect(body.toString("utf8"), label).not.toContain('type="module"');
          const file = path.join(dir, `${String(pageOf.size + 1).padStart(3, "0")}.html`);
          writeFileSync(file, body);
          pageOf.set(file, label);
        }
      } finally {
        await request.dispose();
      }
    }
    const fetched = Date.now();

    // One JVM for every page; JSON on stdout, whatever it finds (the assertions below judge).
    const vnu = spawnSync("java", ["-jar", VNU_JAR, "--format", "json", "--stdout", "--exit-zero-always", ...pageOf.keys()], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(vnu.error, "java -jar vnu.jar could not run (is Java 17 installed?)").toBeUndefined();
    expect(vnu.status, vnu.stderr).toBe(0);
    const { messages } = JSON.parse(vnu.stdout) as { messages: VnuMessage[] };
    console.log(`valid-html: ${pageOf.size} pages fetched in ${fetched - started} ms, checked in ${Date.now() - fetched} ms`);

    const where = (m: VnuMessage) => {
      const file = m.url ? decodeURIComponent(new URL(m.url).pathname) : "";
      return `${pageOf.get(file) ?? file}${m.lastLine ? ` line ${m.lastLine}` : ""}`;
    };
    const describe = (m: VnuMessage) => `${where(m)}: ${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, " ").trim()}` : ""}`;
    const errors = messages.filter((m) => m.type !== "info").map(describe);
    expect(errors, `${errors.length} HTML errors:\n${errors.join("\n")}`).toEqual([]);
    // The warnings left, by kind and page, for the record (only the kinds fixed fail the test).
    const kinds = new Map<string, string[]>();
    for (const m of messages.filter((m) => m.type === "info" && m.subType === "warning")) kinds.set(m.message, [...(kinds.get(m.message) ?? []), where(m)]);
    for (const [message, pages] of kinds) console.log(`valid-html: warning ×${pages.length} (${pages.slice(0, 3).join(", ")}): ${message}`);
    const warnings = messages.filter((m) => m.type === "info" && m.subType === "warning" && FIXED_WARNINGS.some((w) => w.test(m.message))).map(describe);
    expect(warnings, `${warnings.length} warnings of kinds fixed in issue 43 §2:\n${warnings.join("\n")}`).toEqual([]);
    // Every page was checked: vnu names each file it read in no message when valid, so count ours.
    expect(pageOf.size).toBe(PAGES.length);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
