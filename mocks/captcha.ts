/**
 * Image captchas of the embedded upstream: svg-captcha draws a small sum ("4+7") as an SVG whose
 * glyphs are paths (no text to read out of the markup). A captcha is valid for CAPTCHA_TTL_MS and
 * answers one verification only, right or wrong. Kept in memory for the life of the process.
 */
import { randomUUID } from "node:crypto";
import svgCaptcha from "svg-captcha";

export const CAPTCHA_TTL_MS = 5 * 60_000;
const MAX_KEPT = 10_000;
const CAPTCHA_BACKGROUND = "#ffffff";

interface Captcha {
  token: string;
  answer: string;
  expiresAt: number;
  used: boolean;
}

const captchas = new Map<string, Captcha>();

function prune(now: number) {
  for (const [token, c] of captchas) if (c.expiresAt < now - CAPTCHA_TTL_MS) captchas.delete(token);
  while (captchas.size >= MAX_KEPT) captchas.delete(captchas.keys().next().value as string);
}

/** A new captcha: the image as a base64 `data:` URL, and its token. */
export function issueCaptcha(now = Date.now()): { image: string; token: string } {
  prune(now);
  // Grey digits (#111 to #444, 9.7:1 or more on white: issue 32, mocks/captcha.test.ts) on a white
  // rectangle of our own: given a background, svg-captcha paints the digits in random light colours
  // (down to 1.3:1).
  const drawn = svgCaptcha.createMathExpr({ mathMin: 1, mathMax: 9, mathOperator: "+", noise: 2, width: 150, height: 50, fontSize: 56, color: false });
  const svg = drawn.data.replace(/^(<svg[^>]*>)/, `$1<rect width="100%" height="100%" fill="${CAPTCHA_BACKGROUND}"/>`);
  const token = randomUUID();
  captchas.set(token, { token, answer: drawn.text, expiresAt: now + CAPTCHA_TTL_MS, used: false });
  return { image: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`, token };
}

export type CaptchaVerdict = "ok" | "unknown" | "used" | "expired" | "wrong";

/** Checks an answer; the captcha is spent whatever the outcome. */
export function verifyCaptcha(token: string, answer: string, now = Date.now()): CaptchaVerdict {
  const captcha = captchas.get(token);
  if (!captcha) return "unknown";
  if (captcha.used) return "used";
  captcha.used = true;
  if (captcha.expiresAt <= now) return "expired";
  return captcha.answer === answer.trim() ? "ok" : "wrong";
}

/** Test control: a captcha's answer and state (tests never read it from the page). */
export function revealCaptcha(token: string): { token: string; answer: string; expiresAt: string; used: boolean } | null {
  const captcha = captchas.get(token);
  return captcha ? { token, answer: captcha.answer, expiresAt: new Date(captcha.expiresAt).toISOString(), used: captcha.used } : null;
}

/** Test control: make a captcha expire now. */
export function expireCaptcha(token: string): boolean {
  const captcha = captchas.get(token);
  if (!captcha) return false;
  captcha.expiresAt = Date.now() - 1;
  return true;
}
