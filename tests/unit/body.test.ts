import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { limitedBody } from "../../server/body.js";

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
  return { headersSent: false, setHeader() {} };
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
