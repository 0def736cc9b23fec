import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { Agent, request } from "undici";

/**
 * The wire under the upstream client (docs/decisions/013-throughput.md): one HTTP exchange,
 * answered with the status and the whole body. Production uses undici's `request` on one
 * keep-alive agent: it costs about half the CPU of `fetch` per call, and a list page is one
 * call plus rendering. The caller's signal (timeout and client abort) covers the body too.
 */
export interface Exchange {
  method: string;
  headers: Record<string, string>;
  body?: string | FormData;
  signal: AbortSignal;
}

export interface Reply {
  status: number;
  body: string;
}

export type Transport = (url: string, exchange: Exchange) => Promise<Reply>;

const agent = new Agent({ keepAliveTimeout: 4_000, connections: 64 });

/** A multipart body as bytes plus its boundary, the way fetch would send it. */
async function multipart(form: FormData): Promise<{ body: Readable; contentType: string }> {
  const encoded = new Response(form);
  const contentType = encoded.headers.get("content-type") ?? "multipart/form-data";
  if (!encoded.body) throw new Error("empty multipart body");
  return { body: Readable.fromWeb(encoded.body as NodeReadableStream), contentType };
}

export const undiciTransport: Transport = async (url, { method, headers, body, signal }) => {
  let payload: string | Readable | undefined;
  if (typeof body === "string") payload = body;
  else if (body) {
    const form = await multipart(body);
    payload = form.body;
    headers = { ...headers, "content-type": form.contentType };
  }
  const response = await request(url, {
    method: method as "GET",
    headers,
    body: payload,
    signal,
    dispatcher: agent,
  });
  return { status: response.statusCode, body: await response.body.text() };
};

let active: Transport = undiciTransport;

export function transport(): Transport {
  return active;
}

/**
 * Unit tests run the client against the in-process MSW handlers, which see `fetch` but not
 * undici's sockets: they install a fetch-based transport here. Not for app code.
 */
export function useTransport(next: Transport): void {
  active = next;
}

/** A reply whose body is read as it arrives (file downloads streamed through the portal). */
export interface StreamReply {
  status: number;
  contentType: string | null;
  body: Readable;
}

/**
 * GET with the body left open: the caller pipes it on. `timeoutMs` bounds the wait for the headers
 * and each pause between body chunks, not the whole download; the signal (the browser leaving)
 * ends it at any point.
 */
export async function openStream(url: string, options: { headers: Record<string, string>; signal?: AbortSignal; timeoutMs: number }): Promise<StreamReply> {
  const response = await request(url, {
    method: "GET",
    headers: options.headers,
    signal: options.signal,
    dispatcher: agent,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
  const type = response.headers["content-type"];
  return { status: response.statusCode, contentType: Array.isArray(type) ? type[0] : (type ?? null), body: response.body };
}
