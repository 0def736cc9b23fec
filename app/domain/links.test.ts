import { describe, expect, it } from "vitest";
import { webLink } from "./links";

describe("webLink", () => {
  it("keeps absolute http and https addresses, as the browser reads them", () => {
    expect(webLink("https://media.example.test/articles/kn-1.pdf")).toBe("https://media.example.test/articles/kn-1.pdf");
    expect(webLink("http://media.example.test/videos/kn-2")).toBe("http://media.example.test/videos/kn-2");
    expect(webLink("  HTTPS://Media.Example.test/a b?q=1#x ")).toBe("https://media.example.test/a%20b?q=1#x");
  });

  it("drops every other scheme, however it is spelt", () => {
    for (const raw of [
      "javascript:alert(document.domain)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "java\nscript:alert(1)",
      "\u0000javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "file:///etc/passwd",
      "blob:https://media.example.test/1",
      "mailto:someone@example.test",
      "ftp://media.example.test/x",
    ]) {
      expect(webLink(raw), raw).toBeNull();
    }
  });

  it("drops relative, empty and unparsable addresses, and ones with credentials", () => {
    for (const raw of ["", null, undefined, "/articles/kn-1.pdf", "//evil.example/x", "media.example.test/x", "https://", "http://[::1", "https://portal.example@evil.example/", "https://user:pass@evil.example/"]) {
      expect(webLink(raw), String(raw)).toBeNull();
    }
  });
});
