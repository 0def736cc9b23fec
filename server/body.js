/**
 * Request bodies, before Remix reads them (docs/decisions/015-hardening.md): nothing is read past
 * a route's limit, an unwanted body is never read at all, and uploads cannot monopolise the CPU.
 * Plain JavaScript: server.js loads it without the build. The limits per path come from the app
 * (app/upload/body-limits.ts, exported by entry.server).
 */
import { Transform } from "node:stream";
import { clearTimeout } from "node:timers";
/* global ReadableStream -- the web stream Remix reads a body from (Node has it globally) */

/** After answering a request whose body is not wanted, the connection stays open this long. */
const LINGER_MS = 2_000;

/**
 * Nothing more of this request's body is read: not by us, and not by Node, which would otherwise
 * read and discard the rest of a 200 MB post before reusing the connection. Once the answer is
 * sent, the connection is half-closed (the client reads the answer and stops sending) and closed
 * a moment later, instead of being reset before the client could read the answer.
 */
export function dropBody(req, res) {
  if (req.complete || req.dropped) return;
  req.dropped = true;
  req.unpipe();
  req.pause();
  // After the answer, Node reads and discards a body nobody consumed (IncomingMessage._dump),
  // unless the request counts as consumed. `req.read(0)` would mark it so, but it also restarts
  // the socket, which then reads and throws away all the client has queued (measured: 3.7 MB per
  // refused 200 MB post, 75 MB of reading for a burst of 20). So it is marked directly: the socket
  // stops as soon as the request's small buffer is full (Node's own back-pressure), having read at
  // most one chunk. tests/load/body-limits.spec.ts counts the bytes the portal reads.
  req._consuming = true;
  // The client must not send another request on this connection.
  if (!res.headersSent) res.setHeader("Connection", "close");
  // Node ends such a connection with socket.destroySoon(): FIN, then destroy as soon as it is
  // flushed, which resets the connection while the client's unread body is still arriving, and a
  // reset can discard the answer before the client reads it. Close it a moment later instead.
  const socket = req.socket;
  if (socket) {
    socket.destroySoon = () => {
      socket.end();
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
    };
  }
}

class BodyLimitError extends Error {}

/** Multipart bodies are read at most this fast each (a real upload over a network is slower). */
const UPLOAD_BYTES_PER_SECOND = 8 * 1024 * 1024;
/** A browser starts a multipart body with its boundary; we allow a short preamble. */
const BOUNDARY_WITHIN = 1024;

/**
 * The body as Remix reads it, counted while it streams. Past the byte limit (or, for a URL-encoded
 * form, the field limit) the stream errors, `state.refusal` is set and `state.onRefusal` called, so
 * the answer becomes a 413 at once, whatever the action makes of the error; a multipart body that
 * does not start with its boundary gets a 400 the same way. Nothing past the limit is read.
 * Multipart is read at most UPLOAD_BYTES_PER_SECOND, so a few uploads cannot take the CPU from
 * everyone else.
 *
 * An upload that stalls gives its slot back (docs/decisions/062): once the body is being read, no
 * byte for `limit.stallMs`, or less than `limit.minBytesPerSecond` on average after the first
 * `limit.stallMs`, ends it with a 408 (`state.refusal`), and the slot is released at once
 * (`req.releaseUpload`, admitUpload), not when the lingering connection closes.
 */
export function limitedBody(req, res, limit, state) {
  let bytes = 0;
  let fields = 1;
  let started = Date.now();
  const boundary = limit.boundary ? Buffer.from(`--${limit.boundary}`) : null;
  const watchStall = Boolean(boundary && limit.stallMs > 0);
  let head = Buffer.alloc(0);
  let stall = null;
  const refuseWith = (refusal) => {
    if (stall) clearTimeout(stall);
    state.refusal = refusal;
    req.releaseUpload?.();
    dropBody(req, res);
    state.onRefusal?.(refusal);
    return new BodyLimitError(refusal.status === 413 ? "body over its limit" : refusal.status === 408 ? "upload stalled" : "malformed body");
  };
  const fail = (refusal, done) => done(refuseWith(refusal));
  const armStall = () => {
    if (!watchStall) return;
    if (stall) clearTimeout(stall);
    stall = setTimeout(() => counter.destroy(refuseWith({ status: 408 })), limit.stallMs);
    stall.unref?.();
  };
  const counter = new Transform({
    transform(chunk, _encoding, done) {
      bytes += chunk.length;
      armStall();
      // Fields are separated by "&": counted with the native search, and no further than the limit.
      if (limit.maxFields !== Infinity) {
        for (let at = chunk.indexOf(0x26); at !== -1 && fields <= limit.maxFields; at = chunk.indexOf(0x26, at + 1)) fields++;
      }
      if (bytes > limit.maxBytes || fields > limit.maxFields) return fail({ status: 413 }, done);
      if (watchStall && limit.minBytesPerSecond > 0) {
        const seconds = (Date.now() - started) / 1000;
        if (seconds * 1000 > limit.stallMs && bytes / seconds < limit.minBytesPerSecond) return fail({ status: 408 }, done);
      }
      if (boundary && head) {
        head = Buffer.concat([head, chunk]).subarray(0, BOUNDARY_WITHIN + boundary.length);
        if (head.includes(boundary)) head = null;
        else if (head.length >= BOUNDARY_WITHIN + boundary.length) return fail({ status: 400 }, done);
      }
      if (!boundary) return done(null, chunk);
      const due = started + (bytes / UPLOAD_BYTES_PER_SECOND) * 1000 - Date.now();
      if (due > 5) setTimeout(() => done(null, chunk), due);
      else done(null, chunk);
    },
    flush(done) {
      if (stall) clearTimeout(stall);
      if (boundary && head) return fail({ status: 400 }, done);
      done();
    },
  });
  counter.once("close", () => stall && clearTimeout(stall));
  return lazyStream(() => {
    // The clocks start when the action first reads the body: time before is the portal's, not the client's.
    started = Date.now();
    armStall();
    return req.pipe(counter);
  });
}

/**
 * A web stream over the Node stream `open()` returns, called only when the first chunk is asked
 * for (no queue ahead of the reader): an action that answers without reading its form (a
 * signed-out post) leaves the body unread on the socket.
 */
function lazyStream(open) {
  let chunks;
  return new ReadableStream(
    {
      async pull(controller) {
        chunks ??= open()[Symbol.asyncIterator]();
        try {
          const { value, done } = await chunks.next();
          if (done) controller.close();
          else controller.enqueue(value);
        } catch (error) {
          controller.error(error);
        }
      },
      async cancel() {
        await chunks?.return();
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * Upload slots (docs/decisions/015, 062): multipart uploads in flight per client and for the
 * whole process. The client is who the app says sent it (`uploadClientOf` in entry.server: the
 * decrypted session's user, else the client address), never the cookie's text, which one session
 * can be written in many ways. Limits come from the settings (UPLOADS_PER_USER, UPLOADS_IN_FLIGHT).
 */
const uploadsByClient = new Map();
let uploadsInAll = 0;

/**
 * Admits a multipart upload of `client`, or says why not: "client" when it already holds its share
 * (`perClient`), "all" when the process holds `inAll`. The slot is given back when the response
 * closes, or earlier through `req.releaseUpload()` (an upload that stalled).
 */
export function admitUpload(req, res, client, { perClient, inAll }) {
  const mine = uploadsByClient.get(client) ?? 0;
  if (mine >= perClient) return "client";
  if (uploadsInAll >= inAll) return "all";
  uploadsByClient.set(client, mine + 1);
  uploadsInAll++;
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    uploadsInAll--;
    const left = (uploadsByClient.get(client) ?? 1) - 1;
    if (left > 0) uploadsByClient.set(client, left);
    else uploadsByClient.delete(client);
  };
  req.releaseUpload = release;
  res.once("close", release);
  return null;
}

/** Slots held now, in all and by one client (tests). */
export function uploadsHeld(client) {
  return { all: uploadsInAll, client: client === undefined ? 0 : (uploadsByClient.get(client) ?? 0) };
}

/** The multipart boundary of a Content-Type header, or null. */
export function boundaryOf(contentType) {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType ?? "");
  return match ? (match[1] ?? match[2]) : null;
}
