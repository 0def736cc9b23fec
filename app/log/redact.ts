/**
 * What never reaches a log line (docs/decisions/036-observability.md): tokens, cookies, one-time
 * codes, passwords, file contents and form text. The logger drops these fields wherever they
 * appear, and `scrub` masks JWTs and e-mail addresses in free text (error messages).
 */
export const REDACTED_KEYS = [
  "authorization",
  "cookie",
  "set-cookie",
  "token",
  "accessToken",
  "refreshToken",
  "idToken",
  "code",
  "otp",
  "password",
  "secret",
  "body",
  "form",
  "file",
  "files",
  "email",
] as const;

/** pino's redact paths: the keys at the top level and one level down. */
export const REDACT_PATHS = REDACTED_KEYS.flatMap((key) => [key, `*.${key}`]);

const JWT = /eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const BEARER = /Bearer\s+[A-Za-z0-9._~+/=-]+/gi;

/** Free text made safe to log. */
export function scrub(text: string): string {
  return text.replace(BEARER, "Bearer [redacted]").replace(JWT, "[jwt]").replace(EMAIL, "[email]");
}
