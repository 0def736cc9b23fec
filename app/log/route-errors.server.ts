import type pino from "pino";
import { currentRequest, logger } from "./logger.server";
import { boundedText, classifyRouteError } from "./route-errors";

/**
 * entry.server's `handleError`: an expected refusal (a 4xx Remix raised itself) is one warning
 * line naming status, method, route id and path, with no stack; anything else is an error line
 * with its stack (docs/decisions/036-observability.md).
 */
export function logRouteError(error: unknown, request: Request, log: Pick<pino.Logger, "warn" | "error"> = logger) {
  const verdict = classifyRouteError(error);
  if (verdict.level === "error") {
    log.error({ err: verdict.error }, "unhandled error in a route");
    return;
  }
  logRefusal(request, verdict.status, verdict.detail, log);
}

/** One warning line for a request the app refused (a 4xx it answers itself, without a stack). */
export function logRefusal(request: Request, status: number, detail: string, log: Pick<pino.Logger, "warn"> = logger) {
  log.warn(
    {
      event: "refused",
      status,
      method: request.method,
      route: currentRequest()?.routeId,
      path: boundedText(new URL(request.url).pathname),
      detail: boundedText(detail),
    },
    "request refused by the app",
  );
}
