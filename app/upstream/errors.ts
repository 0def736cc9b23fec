/** Why an upstream call failed, in words a page can show. */
export type UpstreamFailure = "http" | "network" | "timeout" | "malformed" | "unauthorized";

export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamFailure,
    readonly call: string,
    readonly status?: number,
    /** The upstream's own message, when it sent one in the envelope. */
    readonly upstreamMessage?: string,
  ) {
    super(`${call}: ${kind}${status ? ` ${status}` : ""}${upstreamMessage ? ` (${upstreamMessage})` : ""}`);
    this.name = "UpstreamError";
  }
}

export function isUpstreamError(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError;
}

/** A list that failed upstream is null (its section says so); anything else is a bug and fails the page. */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isUpstreamError(error)) return null;
    throw error;
  }
}
