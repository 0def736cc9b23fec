/**
 * Values an attacker puts in `back`, `returnTo` and remembered paths to turn a same-site redirect
 * into an open one. Every one must be refused by safeReturnPath, and the portal must never render
 * or redirect to another host because of it (unit test and tests/e2e/return-path.spec.ts).
 */
export const REDIRECT_TRICKS: readonly string[] = [
  // Protocol-relative and absolute
  "//evil.example",
  "//evil.example/phish",
  "///evil.example",
  "https://evil.example",
  "http:evil.example",
  "HTTPS://evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "evil.example/path",
  "@evil.example",
  // Dot segments that normalise to //host
  "/.//evil.example",
  "/././/evil.example/phish",
  "/a/..//evil.example",
  "/a/b/../..//evil.example",
  "/%2E//evil.example",
  "/%2e//evil.example",
  "/%2e%2e//evil.example",
  "/a/%2E%2E//evil.example",
  "/.%2F/evil.example",
  // Encoded slashes and backslashes at the start
  "/%2F/evil.example",
  "/%2f%2fevil.example",
  "/%5C/evil.example",
  "/%5cevil.example",
  // Backslashes
  "/\\evil.example",
  "\\\\evil.example",
  "/\\/evil.example",
  "/a\\b",
  // Tabs, newlines and other controls that browsers drop
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/\u0000/evil.example",
  "/\u000b/evil.example",
  "/\u007f/evil.example",
  "/\u0085/evil.example",
  " /x",
  "/ /evil.example",
  "\t//evil.example",
  // Unicode look-alikes of slashes around a leading slash
  "\uff0f\uff0fevil.example",
  "\u2215\u2215evil.example",
  // Not a path at all
  "",
  "dashboard",
  "?x=1",
  "#top",
];
