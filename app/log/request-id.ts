import { randomBytes } from "node:crypto";

/**
 * Request ids and W3C trace context (docs/decisions/036-observability.md). The request id is the
 * reference a customer reads from an error page to the helpline, so it is short and unambiguous:
 * 12 characters of Crockford base32 (60 random bits), upper case, no I, L, O or U.
 */
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export function newRequestId(): string {
  const bytes = randomBytes(8);
  let value = bytes.readBigUInt64BE();
  let id = "";
  for (let i = 0; i < 12; i++) {
    id = CROCKFORD[Number(value & 31n)] + id;
    value >>= 5n;
  }
  return id;
}

/** An incoming X-Request-Id worth keeping: printable, no spaces, 8 to 64 characters. */
const INCOMING = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * The request's id: the proxy's X-Request-Id when the proxy is trusted (TRUST_PROXY) and the value
 * is well formed, otherwise a new one. A client must not choose the id a log search finds.
 */
export function requestIdOf(header: string | null | undefined, trustProxy: boolean): string {
  if (trustProxy && header && INCOMING.test(header)) return header;
  return newRequestId();
}

export interface TraceContext {
  /** 32 hex characters. */
  traceId: string;
  /** 16 hex characters: this request's span. */
  spanId: string;
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;

/** Joins the caller's trace when a trusted proxy sent a valid traceparent, else starts one. */
export function traceOf(header: string | null | undefined, trustProxy: boolean): TraceContext {
  const match = trustProxy && header ? TRACEPARENT.exec(header.trim()) : null;
  const traceId = match && !/^0+$/.test(match[1]) ? match[1] : randomBytes(16).toString("hex");
  return { traceId, spanId: randomBytes(8).toString("hex") };
}

/** The traceparent header for an outgoing call: same trace, a new span for the call. */
export function childTraceparent(trace: TraceContext): string {
  return `00-${trace.traceId}-${randomBytes(8).toString("hex")}-01`;
}
