import Color from "colorjs.io";
import { describe, expect, it } from "vitest";
import { issueCaptcha } from "./captcha";

/** The SVG behind a captcha's `data:` URL. */
const svgOf = (image: string) => Buffer.from(image.split(",")[1], "base64").toString("utf8");

/**
 * Issue 32 §3: the captcha must be legible. WCAG's text contrast (4.5:1) between each digit's
 * colour and the image's background, over many captchas (the colours are drawn at random).
 */
describe("captcha legibility", () => {
  it("draws every glyph at 4.5:1 or more against its background", () => {
    let lowest = Infinity;
    for (let i = 0; i < 200; i++) {
      const svg = svgOf(issueCaptcha().image);
      const background = /<rect [^>]*fill="(#[0-9a-fA-F]{3,6})"/.exec(svg)?.[1];
      expect(background, "an opaque background").toBeDefined();
      // Glyphs are filled paths; noise lines are stroked with fill="none".
      const glyphs = [...svg.matchAll(/<path fill="(#[0-9a-fA-F]{3,6})"/g)].map((m) => m[1]);
      expect(glyphs.length).toBeGreaterThanOrEqual(3);
      for (const glyph of glyphs) lowest = Math.min(lowest, new Color(glyph).contrast(new Color(background!), "WCAG21"));
    }
    expect(lowest).toBeGreaterThanOrEqual(4.5);
  });
});
