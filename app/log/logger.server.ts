import { AsyncLocalStorage } from "node:async_hooks";
import { createRequire } from "node:module";
import os from "node:os";
import pino from "pino";
import { REDACT_PATHS, scrub } from "./redact";
import { describeThrown } from "./route-errors";
import type { TraceContext } from "./request-id";

/**
 * The portal's one logger (pino, JSON lines; readable with pino-pretty in development) and the
 * scope of the request being served, so every line carries the request id without passing it
 * around (docs/decisions/036-observability.md). server.js opens the scope; loaders, the upstream
 * client and the session layer read it.
 */
export interface RequestScope {
  requestId: string;
  trace: TraceContext;
  method: string;
  /** The deepest matched route module (bounded, unlike the URL). */
  routeId: string;
  /** Set by the session layer once the request's user is known. Never the e-mail. */
  userId?: string;
}

// One store per process, even if this module were loaded twice.
const STORE = Symbol.for("thermax-portal.request-scope");
const globals = globalThis as unknown as Record<symbol, AsyncLocalStorage<RequestScope> | undefined>;
export const requestScope: AsyncLocalStorage<RequestScope> = (globals[STORE] ??= new AsyncLocalStorage<RequestScope>());

export function currentRequest(): RequestScope | undefined {
  return requestScope.getStore();
}

/** The request id of the request being served (the reference shown on error pages). */
export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

function prettyInDevelopment(): pino.TransportSingleOptions | undefined {
  if (process.env.NODE_ENV !== "development" || process.env.LOG_FORMAT === "json") return undefined;
  try {
    // A development dependency: present when developing, absent from the production image.
    createRequire(import.meta.url).resolve("pino-pretty");
    return { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" } };
  } catch {
    return undefined;
  }
}

function destination(): pino.DestinationStream | undefined {
  const file = process.env.LOG_FILE;
  if (!file) return undefined;
  // Also to a file (the e2e suite scans it for secrets); stdout stays the main destination.
  return pino.multistream([{ stream: process.stdout }, { stream: pino.destination({ dest: file, append: true, sync: false }) }]);
}

function createLogger() {
  const transport = prettyInDevelopment();
  const options: pino.LoggerOptions = {
    level: process.env.LOG_LEVEL ?? "info",
    base: { instance: process.env.INSTANCE_ID ?? `${os.hostname()}:${process.pid}` },
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // Error messages and stacks can quote a URL or an upstream answer: masked like free text.
    serializers: {
      err: (error: unknown) => {
        // Something thrown that is not an Error has no stack of its own: it is described, not
        // given the serializer's stack under the message "[object Object]".
        if (!(error instanceof Error)) return { type: "NonError", message: describeThrown(error) };
        return { type: error.name, message: scrub(error.message), stack: error.stack ? scrub(error.stack) : undefined };
      },
    },
    mixin() {
      const scope = requestScope.getStore();
      return scope ? { requestId: scope.requestId } : {};
    },
    ...(transport ? { transport } : {}),
  };
  const stream = transport ? undefined : destination();
  return stream ? pino(options, stream) : pino(options);
}

const LOGGER = Symbol.for("thermax-portal.logger");
const loggers = globalThis as unknown as Record<symbol, pino.Logger | undefined>;
export const logger: pino.Logger = (loggers[LOGGER] ??= createLogger());
