/**
 * Toasts (docs/decisions/059-toasts.md): short messages shown in the one toast region, bottom right
 * on desktop and along the bottom on phones. The server decides them (a flash that survives an
 * action's redirect); this module is the pure part: their shape, times and the check of what a
 * cookie brings back.
 */
export type ToastTone = "info" | "error";

export interface Toast {
  /** Unique per flash, so the same text flashed twice is a new toast (its own timer). */
  id: string;
  text: string;
  tone: ToastTone;
  /** With JavaScript the toast hides itself after this many milliseconds. */
  ms: number;
}

/** The spec's bottom-right toast: 60 seconds (document 1 sections 4 and 9, document 3 section 9). */
export const TOAST_MS = 60_000;
/** At most this many toasts are kept at once; older ones give way. */
export const MAX_TOASTS = 3;
/** A toast is a sentence, not a page: longer stored texts are cut. */
export const MAX_TOAST_TEXT = 300;
const MIN_MS = 1_000;
const MAX_MS = 10 * 60_000;

/** The message a signed-in user sees after opening a sign-in page (spec: "a message also exists for an already logged-in user"; its words are not shown there). */
export const ALREADY_SIGNED_IN = "You are already signed in.";

let counter = 0;

/** A new toast; `ms` defaults to the spec's 60 seconds. */
export function makeToast(text: string, { tone = "info", ms = TOAST_MS }: { tone?: ToastTone; ms?: number } = {}): Toast {
  counter = (counter + 1) % 1_000_000;
  const id = `t${Date.now().toString(36)}${counter.toString(36)}`;
  return { id, text: text.slice(0, MAX_TOAST_TEXT), tone, ms: clampMs(ms) };
}

function clampMs(ms: number): number {
  return Number.isFinite(ms) ? Math.min(MAX_MS, Math.max(MIN_MS, Math.round(ms))) : TOAST_MS;
}

/**
 * The toasts a stored value holds: only well-formed entries (a cookie is the browser's to send),
 * text cut to its limit, times within bounds, duplicates of the same text dropped (a form sent
 * twice says it once), the newest MAX_TOASTS kept.
 */
export function toastsFrom(value: unknown): Toast[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: Toast[] = [];
  for (const entry of value as unknown[]) {
    if (!entry || typeof entry !== "object") continue;
    const { id, text, tone, ms } = entry as Record<string, unknown>;
    if (typeof id !== "string" || !/^[A-Za-z0-9_-]{1,40}$/.test(id)) continue;
    if (typeof text !== "string" || text.trim() === "") continue;
    const clean = text.slice(0, MAX_TOAST_TEXT);
    if (seen.has(clean)) continue;
    seen.add(clean);
    out.push({ id, text: clean, tone: tone === "error" ? "error" : "info", ms: typeof ms === "number" ? clampMs(ms) : TOAST_MS });
  }
  return out.slice(-MAX_TOASTS);
}
