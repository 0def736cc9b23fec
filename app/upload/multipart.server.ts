import busboy from "busboy";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { fileError, fitFileName, uploadMessages, type UploadRules } from "./rules";
import { safeFileName } from "~/download/file-name";
import { sniffFile } from "./sniff";
import { asJpegName, shrinkPhoto, SpooledPhoto } from "./shrink-image.server";
import { hasForeignIntent } from "~/forms/validate-intent.server";

export {
  COMPLAINT_EXTENSIONS,
  COMPLAINT_UPLOAD_RULES,
  fileError,
  uploadHint,
  uploadMessages,
  type UploadRules,
} from "./rules";

/**
 * Multipart form posts with limits enforced WHILE reading (docs/decisions/010): the request is
 * refused by its Content-Length before a byte is read, a counting stream stops reading past the
 * total cap, and each file is held in memory only up to its own limit. A file over the limit is
 * cut off: its remaining bytes are read and thrown away (never kept), so the text fields after it
 * still arrive and every problem can be reported at once. Bad input never throws: it comes back
 * as per-field errors (for Conform's `submission.reply({ fieldErrors })`) or as a 400/413.
 */

export interface UploadStats {
  /** Bytes read from the request body. */
  bytesRead: number;
  /** The most bytes held in memory for any one file. */
  largestBuffered: number;
  /** Names of the files sent under another field than `rules.field`: read and thrown away. */
  skippedFiles: string[];
}

export type UploadResult =
  | {
      ok: true;
      /** Text fields and the accepted files (under `rules.field`). */
      formData: FormData;
      /** Problems with the files, keyed by field name, ready for `reply({ fieldErrors })`. */
      fieldErrors: Record<string, string[]>;
      stats: UploadStats;
    }
  | { ok: false; status: 400 | 413; message: string; stats: UploadStats };

/** Text fields and files together; the largest real form has about 20. */
const MAX_PARTS = 200;

class LimitError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot <= 0 ? "" : fileName.slice(dot).toLowerCase();
}

function countingBody(body: ReadableStream<Uint8Array>, max: number, stats: UploadStats, rules: UploadRules) {
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        stats.bytesRead += chunk.byteLength;
        if (stats.bytesRead > max) controller.error(new LimitError(413, uploadMessages.total(rules)));
        else controller.enqueue(chunk);
      },
    }),
  );
}

async function drain(data: AsyncIterable<Uint8Array> | Iterable<Uint8Array>) {
  // Read and drop: the bytes count against the total cap but are never kept.
  for await (const chunk of data) void chunk;
}

/**
 * Reads a form post with the rules applied. Multipart bodies are streamed; other bodies (a
 * URL-encoded refresh sent by the enhanced form) are read with the field limit only.
 */
export async function parseUpload(request: Request, rules: UploadRules): Promise<UploadResult> {
  const stats: UploadStats = { bytesRead: 0, largestBuffered: 0, skippedFiles: [] };
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > rules.maxTotalBytes) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, status: 413, message: uploadMessages.total(rules), stats };
  }
  const type = request.headers.get("content-type") ?? "";
  if (!request.body) return { ok: true, formData: new FormData(), fieldErrors: {}, stats };
  const body = countingBody(request.body, rules.maxTotalBytes, stats, rules);

  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    try {
      const formData = await new Request(request.url, {
        method: "POST",
        headers: { "content-type": type },
        body,
        duplex: "half",
      } as RequestInit).formData();
      for (const [, value] of formData) {
        if (typeof value === "string" && value.length > rules.maxFieldBytes)
          return { ok: false, status: 413, message: uploadMessages.total(rules), stats };
      }
      formData.delete(rules.field);
      if (hasForeignIntent(formData)) return { ok: false, status: 400, message: uploadMessages.malformed, stats };
      return { ok: true, formData, fieldErrors: {}, stats };
    } catch (error) {
      if (error instanceof LimitError) return { ok: false, status: error.status, message: error.message, stats };
      return { ok: false, status: 400, message: uploadMessages.malformed, stats };
    }
  }

  const fileErrors: string[] = [];
  let fileCount = 0;
  let tooMany = false;

  let parts = 0;
  const handler: PartHandler = async ({ name, filename, data }) => {
    // A form with thousands of tiny parts costs parsing time, not memory: refuse it.
    if (++parts > MAX_PARTS) throw new LimitError(413, uploadMessages.total(rules));
    // No file chosen: browsers send an empty part, some clients without a file name.
    if (name === rules.field && !filename) {
      await drain(data);
      return undefined;
    }
    if (filename === undefined) {
      // A text field: kept up to the field limit.
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of data) {
        size += chunk.byteLength;
        if (size > rules.maxFieldBytes) throw new LimitError(413, uploadMessages.total(rules));
        chunks.push(chunk);
      }
      return new TextDecoder().decode(concat(chunks, size));
    }
    // A file under an unexpected name is not kept (its name is, for a draft to say what was dropped).
    if (name !== rules.field) {
      if (filename) stats.skippedFiles.push(safeFileName(filename, "attachment"));
      await drain(data);
      return undefined;
    }
    fileCount++;
    if (fileCount > rules.maxFiles) {
      tooMany = true;
      await drain(data);
      return undefined;
    }
    // The name as the upstream will get it and the user will see it in messages: NFC, no line
    // breaks, controls, bidi controls, quotes or slashes (docs/decisions/015). Checked as sent.
    // A form whose upstream limits names (the profile picture) gets a name that fits, not a refusal.
    const safe = safeFileName(filename, "attachment");
    const fileName = rules.fitName ? fitFileName(safe, rules.maxNameLength) : safe;
    const problems: string[] = [];
    if (fileName.length > rules.maxNameLength) problems.push(uploadMessages.name(rules));
    const extension = extensionOf(fileName);
    const allowed = rules.extensions.includes(extension);
    if (!allowed) problems.push(uploadMessages.type(rules));
    if (problems.length) {
      // Refused by name alone: nothing of it is kept.
      await drain(data);
      fileErrors.push(...problems.map((p) => fileError(fileName, p, rules)));
      return undefined;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    let over = false;
    // A photo past the per-file limit, up to the rules' own limit for photos, goes on into a
    // temporary file and is made smaller by the server (issue 52 §2, decision 109).
    const photoLimit = rules.images?.extensions.includes(extension) ? rules.images.maxBytes : 0;
    let spool: SpooledPhoto | null = null;
    try {
      for await (const chunk of data) {
        size += chunk.byteLength;
        if (over) continue;
        if (spool) {
          if (size > photoLimit) {
            over = true;
            await spool.discard();
            spool = null;
          } else await spool.write(chunk);
          continue;
        }
        if (size > rules.maxFileBytes) {
          if (size <= photoLimit) {
            // Past the per-file limit: what was held goes to the file, and so does the rest.
            spool = await SpooledPhoto.start();
            for (const held of chunks) await spool.write(held);
            chunks.length = 0;
            await spool.write(chunk);
            continue;
          }
          // Cut off: let go of what we held and only count the rest.
          over = true;
          chunks.length = 0;
          continue;
        }
        chunks.push(chunk);
        stats.largestBuffered = Math.max(stats.largestBuffered, size);
      }
      if (over) {
        fileErrors.push(fileError(fileName, photoLimit ? uploadMessages.imageSize(rules.images!) : uploadMessages.size(rules), rules));
        return undefined;
      }
      if (spool) {
        await spool.close();
        const smaller = await shrinkPhoto(spool.path);
        if (!smaller || smaller.byteLength > rules.maxFileBytes) {
          fileErrors.push(fileError(fileName, smaller ? uploadMessages.imageUnreadable(rules) : uploadMessages.type(rules), rules));
          return undefined;
        }
        stats.largestBuffered = Math.max(stats.largestBuffered, smaller.byteLength);
        const jpegName = asJpegName(fileName);
        return new File([smaller as Uint8Array<ArrayBuffer>], jpegName, { type: "image/jpeg" });
      }
    } finally {
      await spool?.discard();
    }
    const bytes = concat(chunks, size);
    // The type comes from the content, never from the browser (sniff.ts); no match, no file.
    const type = sniffFile(bytes, extension);
    if (!type) {
      fileErrors.push(fileError(fileName, uploadMessages.type(rules), rules));
      return undefined;
    }
    return new File([bytes as Uint8Array<ArrayBuffer>], fileName, { type });
  };

  try {
    const formData = await parseMultipart(type, body, rules, handler);
    if (hasForeignIntent(formData)) return { ok: false, status: 400, message: uploadMessages.malformed, stats };
    if (tooMany) fileErrors.unshift(uploadMessages.count(rules));
    return { ok: true, formData, fieldErrors: fileErrors.length ? { [rules.field]: fileErrors } : {}, stats };
  } catch (error) {
    await body.cancel().catch(() => undefined);
    if (error instanceof LimitError) return { ok: false, status: error.status, message: error.message, stats };
    return { ok: false, status: 400, message: uploadMessages.malformed, stats };
  }
}

interface Part {
  name: string;
  /** Set for a file part (empty when no file was chosen); undefined for a text field. */
  filename: string | undefined;
  data: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
}
/** What a part becomes in the form data; undefined leaves it out. */
type PartHandler = (part: Part) => Promise<string | File | undefined>;

/**
 * The multipart body, part by part, through busboy (streamsearch finds the boundaries about six
 * times faster than Remix's own parser, which matters when someone posts hundreds of MB to be
 * refused). Parts keep their order in the form data; a file's bytes stream to its handler with
 * backpressure. Throws LimitError for a body past its limits, and for a malformed one.
 */
function parseMultipart(
  contentType: string,
  body: ReadableStream<Uint8Array>,
  rules: UploadRules,
  handler: PartHandler,
): Promise<FormData> {
  return new Promise((resolve, reject) => {
    const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        // Browsers send names and values in UTF-8; a field one byte over its limit is refused below.
        defCharset: "utf8",
        defParamCharset: "utf8",
        limits: { fieldSize: rules.maxFieldBytes + 1, fieldNameSize: 200 },
      });
    } catch {
      source.destroy();
      return reject(new LimitError(400, uploadMessages.malformed));
    }
    const slots: Array<[string, string | File | undefined]> = [];
    const pending: Promise<void>[] = [];
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      source.unpipe(parser);
      source.destroy();
      reject(error instanceof LimitError ? error : new LimitError(400, uploadMessages.malformed));
    };
    const take = (name: string, part: Part) => {
      const slot: [string, string | File | undefined] = [name, undefined];
      slots.push(slot);
      pending.push(
        handler(part).then(
          (value) => void (slot[1] = value),
          (error) => {
            fail(error);
            // Nothing more of this part is wanted; let busboy move on or stop.
            if (part.data instanceof Readable) part.data.resume();
          },
        ),
      );
    };
    parser.on("file", (name, stream, info) => take(name, { name, filename: info.filename ?? "", data: stream }));
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) return fail(new LimitError(413, uploadMessages.total(rules)));
      take(name, { name, filename: undefined, data: [Buffer.from(value, "utf8")] });
    });
    parser.on("error", fail);
    source.on("error", fail);
    parser.on("close", () => {
      Promise.all(pending).then(() => {
        if (failed) return;
        const formData = new FormData();
        for (const [name, value] of slots) if (value !== undefined) formData.append(name, value);
        resolve(formData);
      }, fail);
    });
    source.pipe(parser);
  });
}

/** The chunks as one array of `size` bytes (the one chunk itself when there is one). */
export function concat(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0];
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}
