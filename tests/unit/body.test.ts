import { EventEmitter } from "node:events";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { admitUpload, limitedBody, uploadsHeld } from "../../server/body.js";

/**
 * The body as Remix reads it (server/body.js; docs/decisions/015): read only when asked for,
 * counted while it streams, and refused at its byte or field limit, at once.
 */
interface State {
  refusal: { status: number } | null;
  onRefusal?: (refusal: { status: number }) => void;
}

function source(chunks: string[]) {
  const stream = new PassThrough();
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  return stream;
}

function response() {
  return Object.assign(new EventEmitter(), { headersSent: false, setHeader() {} });
}

async function readAll(body: ReadableStream<Uint8Array>): Promise<string> {
  return await new Response(body).text();
}

const FORM = { maxBytes: 1024, maxFields: 3, boundary: null };

describe("limitedBody", () => {
  it("does not touch the request's stream until the body is read", async () => {
    const req = source(["a=1"]);
    const body = limitedBody(req, response(), FORM, { refusal: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(req.readableFlowing).toBeNull();
    expect(req.readableLength).toBe(3);
    expect(await readAll(body)).toBe("a=1");
  });

  it("passes a form with as many fields as the limit, split over chunks", async () => {
    const state: State = { refusal: null };
    const body = limitedBody(source(["a=1&b", "=2&c=3"]), response(), FORM, state);
    expect(await readAll(body)).toBe("a=1&b=2&c=3");
    expect(state.refusal).toBeNull();
  });

  it("refuses one field more with a 413, and says so the moment it is seen", async () => {
    const seen: number[] = [];
    const state: State = { refusal: null, onRefusal: (refusal) => seen.push(refusal.status) };
    const body = limitedBody(source(["a=1&b=2", "&c=3&d=4"]), response(), FORM, state);
    await expect(readAll(body)).rejects.toThrow();
    expect(state.refusal).toEqual({ status: 413 });
    expect(seen).toEqual([413]);
  });

  it("refuses a body one byte over its limit, and reads nothing after it", async () => {
    const state: State = { refusal: null };
    const req = new PassThrough();
    req.write("x".repeat(1025));
    const body = limitedBody(req, response(), { ...FORM, maxFields: Infinity }, state);
    await expect(readAll(body)).rejects.toThrow();
    expect(state.refusal).toEqual({ status: 413 });
    req.write("more");
    expect(req.isPaused()).toBe(true);
  });

  it("refuses a multipart body that does not start with its boundary", async () => {
    const state: State = { refusal: null };
    const limit = { maxBytes: 1 << 20, maxFields: Infinity, boundary: "----b" };
    const body = limitedBody(source(["x".repeat(2048)]), response(), limit, state);
    await expect(readAll(body)).rejects.toThrow();
    expect(state.refusal).toEqual({ status: 400 });
  });
});

describe("upload slots (docs/decisions/062)", () => {
  const LIMITS = { perClient: 2, inAll: 3 };

  it("admits a client's share and no more, while another client's upload goes through", () => {
    const responses = [response(), response(), response(), response()];
    const requests = responses.map(() => ({}) as { releaseUpload?: () => void });
    expect(admitUpload(requests[0], responses[0], "u:attacker", LIMITS)).toBeNull();
    expect(admitUpload(requests[1], responses[1], "u:attacker", LIMITS)).toBeNull();
    expect(admitUpload(requests[2], responses[2], "u:attacker", LIMITS)).toBe("client");
    expect(admitUpload(requests[3], responses[3], "u:someone-else", LIMITS)).toBeNull();
    expect(uploadsHeld("u:attacker")).toEqual({ all: 3, client: 2 });
    // The process is full now: a third client waits, whoever it is.
    expect(admitUpload({}, response(), "a:203.0.113.9", LIMITS)).toBe("all");
    // Each slot is given back once, by its response closing or by releaseUpload, whichever is first.
    requests[0].releaseUpload?.();
    responses[0].emit("close");
    responses[1].emit("close");
    responses[3].emit("close");
    expect(uploadsHeld("u:attacker")).toEqual({ all: 0, client: 0 });
  });
});

describe("an upload that stalls gives its slot back", () => {
  const MULTIPART = { maxBytes: 1 << 20, maxFields: Infinity, boundary: "b", stallMs: 60, minBytesPerSecond: 0 };

  it("ends a body that sends nothing more for stallMs with a 408, and frees the slot at once", async () => {
    const res = response();
    const req = Object.assign(new PassThrough(), { releaseUpload: undefined as undefined | (() => void) });
    expect(admitUpload(req, res, "u:slow", { perClient: 1, inAll: 16 })).toBeNull();
    req.write("--b\r\nContent-Disposition: form-data; name=\"files\"; filename=\"a.pdf\"\r\n\r\n%PDF-");
    const state: State = { refusal: null };
    const started = Date.now();
    await expect(readAll(limitedBody(req, res, MULTIPART, state))).rejects.toThrow();
    expect(state.refusal).toEqual({ status: 408 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
    expect(uploadsHeld("u:slow").client).toBe(0);
  });

  it("ends a body that trickles in slower than minBytesPerSecond once stallMs has passed", async () => {
    const req = new PassThrough();
    const state: State = { refusal: null };
    const body = limitedBody(req, response(), { ...MULTIPART, stallMs: 40, minBytesPerSecond: 100_000 }, state);
    req.write("--b\r\n");
    // A byte every 20 ms: never silent for stallMs, far below the rate.
    const drip = setInterval(() => req.write("x"), 20);
    await expect(readAll(body)).rejects.toThrow();
    clearInterval(drip);
    expect(state.refusal).toEqual({ status: 408 });
  });

  it("does not watch a URL-encoded form (no slot), nor a body nobody has started to read", async () => {
    const req = new PassThrough();
    const state: State = { refusal: null };
    const body = limitedBody(req, response(), { ...FORM, stallMs: 20, minBytesPerSecond: 0 }, state);
    await new Promise((resolve) => setTimeout(resolve, 60));
    req.end("a=1");
    expect(await readAll(body)).toBe("a=1");
    expect(state.refusal).toBeNull();
  });
});
