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

/** An answer whose body is read as it arrives (documents): the status, the headers, the bytes. */
export interface StreamReply {
  status: number;
  headers: Record<string, string | undefined>;
  body: Readable;
}

export type StreamTransport = (url: string, exchange: Exchange) => Promise<StreamReply>;

/** Longest silence inside a streamed body before the transfer is given up. */
const STREAM_IDLE_MS = 30_000;

function flatHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(headers)) out[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  return out;
}

/** The same exchange, answered as soon as the headers are in; the body is a stream. */
export const undiciStreamTransport: StreamTransport = async (url, { method, headers, body, signal }) => {
  if (body !== undefined && typeof body !== "string") throw new Error("streamed calls send JSON or nothing");
  const response = await request(url, { method: method as "GET", headers, body, signal, dispatcher: agent, bodyTimeout: STREAM_IDLE_MS });
  return { status: response.statusCode, headers: flatHeaders(response.headers), body: response.body };
};

let active: Transport = undiciTransport;
let activeStream: StreamTransport = undiciStreamTransport;

export function streamTransport(): StreamTransport {
  return activeStream;
}

/** Unit tests: the streamed exchange over fetch (see `useTransport`). Not for app code. */
export function useStreamTransport(next: StreamTransport): void {
  activeStream = next;
}

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
