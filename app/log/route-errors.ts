import { isRouteErrorResponse } from "@remix-run/router";
import { scrub } from "./redact";

/**
 * What Remix hands `handleError` (entry.server), sorted into an expected refusal and a genuine error
 * (docs/decisions/036-observability.md). Remix raises its own refusals as an ErrorResponse, not an
 * Error: a POST to a route without an action (405), a method it does not know (OPTIONS, PROPFIND:
 * 405), a GET to a route with only an action (400), a route that does not match (403/404). Anyone
 * can send those, so they are a warning with the status, never an error line with a stack. Every
 * other throw stays an error, with its own stack.
 */
export type RouteErrorVerdict =
  | { level: "warn"; status: number; statusText: string; detail: string }
  | { level: "error"; error: Error };

/** Longest free text a line keeps (a path or a router message can be as long as the URL). */
const MAX_TEXT = 300;

export function boundedText(text: string, max = MAX_TEXT): string {
  const safe = scrub(text);
  return safe.length > max ? `${safe.slice(0, max)}…` : safe;
}

/** A readable account of something thrown that is not an Error (never "[object Object]"). */
export function describeThrown(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value !== "object") return `${typeof value}: ${boundedText(String(value))}`;
  const name = (value as object).constructor?.name ?? "Object";
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    json = undefined;
  }
  return `${name}${json && json !== "{}" ? ` ${boundedText(json)}` : ""}`;
}

export function classifyRouteError(error: unknown): RouteErrorVerdict {
  if (error instanceof Error) return { level: "error", error };
  if (isRouteErrorResponse(error)) {
    const inner = (error as { error?: unknown }).error;
    if (error.status >= 400 && error.status < 500) {
      const text = inner instanceof Error ? inner.message : typeof error.data === "string" ? error.data : "";
      return { level: "warn", status: error.status, statusText: error.statusText, detail: boundedText(text) };
    }
    if (inner instanceof Error) return { level: "error", error: inner };
    return { level: "error", error: new Error(`${error.status} ${error.statusText}: ${describeThrown(error.data)}`) };
  }
  return { level: "error", error: new Error(`A non-Error was thrown: ${describeThrown(error)}`) };
}
