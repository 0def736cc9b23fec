import { describe, expect, it } from "vitest";
import { sanitizeUpstreamHtml } from "./sanitize.server";

describe("sanitizeUpstreamHtml", () => {
  it("keeps basic formatting", () => {
    const html = "<p>Fix <b>this</b> and <i>that</i></p><ul><li>one</li></ul><ol><li>two</li></ol><br>";
    expect(sanitizeUpstreamHtml(html)).toBe("<p>Fix <b>this</b> and <i>that</i></p><ul><li>one</li></ul><ol><li>two</li></ol><br />");
  });

  it("drops script elements with their content", () => {
    const out = sanitizeUpstreamHtml("<p>ok</p><script>alert('xss')</script><SCRIPT src=x></SCRIPT>");
    expect(out).toBe("<p>ok</p>");
    expect(out.toLowerCase()).not.toContain("script");
    expect(out).not.toContain("alert");
  });

  it("drops event handlers and every attribute but href and title", () => {
    const out = sanitizeUpstreamHtml('<img src="x" onerror="alert(1)"><p style="color:red" onclick="x()" class="c" title="t">y</p><svg onload="alert(1)"></svg>');
    expect(out).toBe('<p title="t">y</p>');
    expect(out).not.toMatch(/onerror|onclick|onload|style|class/i);
  });

  it("never lets javascript: (or data:, or protocol-relative) links through", () => {
    for (const href of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", " javascript:alert(1)", "java&#x09;script:alert(1)", "data:text/html,<script>1</script>", "vbscript:x", "//evil.test/x"]) {
      const out = sanitizeUpstreamHtml(`<a href="${href}">x</a>`);
      expect(out, href).not.toMatch(/href/);
      expect(out.toLowerCase(), href).not.toContain("javascript");
      // Its text stays, as text: no <a> without an href (issue 40 §2).
      expect(out, href).toBe("<span>x</span>");
    }
    expect(sanitizeUpstreamHtml('<p><a name="top">Top</a> and <a>plain</a></p>')).toBe("<p><span>Top</span> and <span>plain</span></p>");
  });

  it("keeps http, https and mailto links and opens them safely in a new tab", () => {
    expect(sanitizeUpstreamHtml('<a href="https://thermax.test/a" target="_self" rel="opener">a</a>')).toBe(
      '<a href="https://thermax.test/a" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeUpstreamHtml('<a href="mailto:help@thermax.test">m</a>')).toContain('href="mailto:help@thermax.test"');
    expect(sanitizeUpstreamHtml('<a href="http://thermax.test">h</a>')).toContain('href="http://thermax.test"');
  });

  it("cleans the seeded hostile resolution of CMP-0001", () => {
    const out = sanitizeUpstreamHtml('<p>Replace the sensor.</p><img src="x" onerror="alert(\'xss-resolution\')"><script>alert(1)</script>');
    expect(out).toBe("<p>Replace the sensor.</p>");
  });

  it("answers empty input with an empty string", () => {
    expect(sanitizeUpstreamHtml(null)).toBe("");
    expect(sanitizeUpstreamHtml("")).toBe("");
  });
});
