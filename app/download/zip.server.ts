import { finished, PassThrough, Transform, type Readable } from "node:stream";
import { ZipFile } from "yazl";
import { safeFileName, uniqueName } from "./file-name";

/**
 * One ZIP streamed while it is built (docs/decisions/017), with yazl:
 *
 * - entries are fetched one at a time: the next document is asked for only when the previous one
 *   has been read to its end, so one upstream transfer is open per ZIP and nothing is held whole
 *   (every stage is a stream with a small buffer; a slow reader slows the upstream read);
 * - entries are stored, not deflated (PDFs and images are compressed already; deflating them
 *   costs CPU and gains a few per cent);
 * - a document that cannot be opened is left out, one that breaks off half-way is closed where it
 *   broke, and either is listed in a text file at the end of the ZIP, so one failure never fails
 *   the whole download;
 * - at most `maxBytes` of documents: one whose known size would pass the cap is left out, one whose
 *   bytes pass it is cut there, and both are listed.
 */
export interface ZipItem {
  /** The entry's path in the ZIP: `/`-separated segments, each normalised (safeFileName) and the whole made unique here. */
  name: string;
  /** Bytes, when the document list says. */
  size: number | null;
  modified: Date | null;
  /** Opens the document's bytes. */
  open(signal: AbortSignal): Promise<Readable>;
  /** Called once the whole document is in the ZIP. */
  included?(): void;
}

/** Each folder and the file name normalised like every download name: no `..`, no bidi control. */
export function entryPath(path: string): string {
  const segments = path.split("/");
  const file = safeFileName(segments.pop() ?? "");
  // A folder that is nothing but dots and spaces ("..", "") is left out, not named "document".
  const folders = segments.filter((s) => /[^\s.]/.test(s)).map((s) => safeFileName(s));
  return [...folders, file].join("/");
}

export interface ZipOptions {
  maxBytes: number;
  /** Ends the work when the browser goes away. */
  signal: AbortSignal;
  /** Lines to add to the notes file from the start (documents not even listed). */
  notes?: string[];
}

export const NOTES_FILE = "documents-not-included.txt";

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export function zipStream(items: readonly ZipItem[], { maxBytes, signal, notes = [] }: ZipOptions): Readable {
  const zip = new ZipFile();
  const output = new PassThrough();
  (zip.outputStream as Readable).pipe(output);
  const problems = [...notes];
  const taken = new Set<string>([NOTES_FILE]);

  const build = async () => {
    let total = 0;
    for (const [index, item] of items.entries()) {
      if (signal.aborted) return;
      const name = uniqueName(entryPath(item.name), taken);
      if (total >= maxBytes || (item.size !== null && total + item.size > maxBytes)) {
        problems.push(`${name}: left out, a ZIP holds at most ${megabytes(maxBytes)} of documents. Download it on its own from the asset page.`);
        continue;
      }
      let source: Readable;
      try {
        source = await item.open(signal);
      } catch {
        if (signal.aborted) return;
        problems.push(`${name}: could not be loaded. Download it on its own from the asset page.`);
        continue;
      }
      const outcome = await addEntry(zip, source, name, item.modified, maxBytes - total, signal);
      total += outcome.bytes;
      if (outcome.problem === "broken") problems.push(`${name}: incomplete, the transfer broke off after ${outcome.bytes} bytes. Download it on its own from the asset page.`);
      else if (outcome.problem === "cap") problems.push(`${name}: cut off, a ZIP holds at most ${megabytes(maxBytes)} of documents. Download it on its own from the asset page.`);
      else item.included?.();
      if (outcome.problem === "cap") {
        for (const rest of items.slice(index + 1)) problems.push(`${uniqueName(entryPath(rest.name), taken)}: left out, a ZIP holds at most ${megabytes(maxBytes)} of documents.`);
        break;
      }
    }
    if (signal.aborted) return;
    if (problems.length) {
      const text = ["These documents are not in this ZIP, or not whole:", "", ...problems.map((p) => `- ${p}`), ""].join("\r\n");
      zip.addBuffer(Buffer.from(text, "utf8"), NOTES_FILE, { mtime: new Date() });
    }
    zip.end();
  };

  const stop = () => output.destroy();
  signal.addEventListener("abort", stop, { once: true });
  output.once("close", () => signal.removeEventListener("abort", stop));
  build().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

interface EntryOutcome {
  bytes: number;
  problem: "broken" | "cap" | null;
}

/** Adds one entry and resolves once its bytes have all gone into the ZIP (or stopped). */
function addEntry(zip: ZipFile, source: Readable, name: string, modified: Date | null, room: number, signal: AbortSignal): Promise<EntryOutcome> {
  return new Promise((resolve) => {
    let bytes = 0;
    let problem: EntryOutcome["problem"] = null;
    const endGuard = () => {
      source.unpipe(guard);
      if (!guard.writableEnded) guard.end();
    };
    const guard = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (problem) return done();
        if (bytes + chunk.length > room) {
          // Over the cap: keep what fits, stop reading this document.
          problem = "cap";
          const fits = chunk.subarray(0, room - bytes);
          bytes += fits.length;
          done(null, fits);
          source.destroy();
          return;
        }
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    const abort = () => {
      source.destroy();
      resolve({ bytes, problem: "broken" });
    };
    signal.addEventListener("abort", abort, { once: true });
    // The source ended, broke off, or was stopped: a premature end closes the entry where it is,
    // so the ZIP stays valid.
    finished(source, (error) => {
      if (!error) return;
      if (!problem) problem = "broken";
      endGuard();
    });
    guard.once("end", () => {
      signal.removeEventListener("abort", abort);
      resolve({ bytes, problem });
    });
    source.pipe(guard);
    zip.addReadStream(guard, name, { compress: false, mtime: modified ?? new Date() });
  });
}
