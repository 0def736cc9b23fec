import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { demoUsers } from "../../mocks/data/users";
import { LOG_FILE } from "../../playwright.config";

/**
 * Runs after the whole e2e suite (its own project): the portal's log of the run holds no JWT, no
 * session cookie value, no bearer token and none of the demo users' e-mail addresses.
 */
test("the portal's log of the whole run holds no token, cookie or e-mail", async () => {
  const log = await readFile(LOG_FILE, "utf8");
  const lines = log.split("\n").filter(Boolean);
  expect(lines.length).toBeGreaterThan(500);
  const hits: string[] = [];
  const check = (what: string, pattern: RegExp | string) => {
    for (const line of lines) {
      if (typeof pattern === "string" ? line.includes(pattern) : pattern.test(line)) {
        hits.push(`${what}: ${line.slice(0, 200)}`);
        break;
      }
    }
  };
  check("JWT or JWE", /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{0,}\.[A-Za-z0-9_-]{8,}/);
  check("cookie", /portal-session=/);
  check("bearer token", /Bearer [A-Za-z0-9]/);
  check("one-time code field", /"code":"\d{6}"/);
  for (const user of demoUsers) check(`e-mail of ${user.userId}`, user.email);
  expect(hits).toEqual([]);
});
