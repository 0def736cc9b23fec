import { parse } from "csv-parse";
import { stringify } from "csv-stringify";
import { pipeline, Readable, Transform } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { defuseCell } from "~/domain/csv";

/**
 * An upstream CSV passed on to the browser with every cell defused (`defuseCell`, docs/decisions/
 * 015): read with csv-parse and written again with csv-stringify as it streams, never held whole.
 * Quotes, line breaks and separators inside cells survive (re-quoted where needed); lines end
 * with CRLF; a UTF-8 BOM the upstream sent is kept, so Excel still reads the file as UTF-8.
 * A record over 1 MB (an unclosed quote) ends the stream with an error.
 */
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const MAX_RECORD_CHARS = 1_000_000;

export function defusedCsv(source: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let bom = false;
  let head = Buffer.alloc(0);
  let sniffed = false;
  // The BOM is noted here, before the parser drops it, so it can be written back first.
  const sniff = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (sniffed) return done(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < BOM.length && BOM.subarray(0, head.length).equals(head)) return done();
      sniffed = true;
      bom = head.subarray(0, BOM.length).equals(BOM);
      done(null, head);
    },
    flush(done) {
      done(null, sniffed ? undefined : head);
    },
  });
  const parser = parse({
    bom: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: MAX_RECORD_CHARS,
    on_record: (record: string[]) => record.map(defuseCell),
  });
  const writer = stringify({ record_delimiter: "windows" });
  pipeline(Readable.fromWeb(source as WebReadableStream<Uint8Array>), sniff, parser, writer, () => undefined);

  async function* output() {
    let first = true;
    for await (const chunk of writer) {
      if (first && bom) yield BOM;
      first = false;
      yield chunk as Buffer;
    }
  }
  return Readable.toWeb(Readable.from(output())) as ReadableStream<Uint8Array>;
}
