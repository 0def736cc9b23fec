import { describe, expect, it } from "vitest";
import { defusedCsv } from "./csv.server";

/** The bytes as a stream cut into pieces of `size` (through BOMs, quotes and multi-byte characters). */
function streamOf(bytes: Uint8Array, size = 3): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

const read = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());

describe("defusedCsv", () => {
  it("defuses every formula cell, header included, and keeps the rest as it was", async () => {
    const source = [
      "orderNumber,assetName,note,amount",
      'SO-1,"Boiler, Line 2","=HYPERLINK(""https://evil.example"",""Open"")",-12.50',
      "SO-2,@SUM(A1:A9),+91 98765 43210,42",
      '-cmd,"two\r\nlines","\t=1+1",=1+1',
      "=head,x,y,z",
    ].join("\r\n");
    const out = (await read(defusedCsv(streamOf(new TextEncoder().encode(`${source}\r\n`))))).toString("utf8");
    expect(out.split("\r\n").slice(0, 3)).toEqual([
      "orderNumber,assetName,note,amount",
      `SO-1,"Boiler, Line 2","'=HYPERLINK(""https://evil.example"",""Open"")",-12.50`,
      "SO-2,'@SUM(A1:A9),'+91 98765 43210,42",
    ]);
    expect(out).toContain(`'-cmd,"two\r\nlines",'\t=1+1,'=1+1\r\n`);
    expect(out.endsWith("'=head,x,y,z\r\n")).toBe(true);
  });

  it("keeps a UTF-8 BOM and non-ASCII text cut across chunks", async () => {
    const bytes = new TextEncoder().encode("\ufeffname,city\r\n=Rāmū,कोच्चि\r\n");
    const out = await read(defusedCsv(streamOf(bytes, 1)));
    expect([...out.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(out.subarray(3).toString("utf8")).toBe("name,city\r\n'=Rāmū,कोच्चि\r\n");
  });

  it("answers an empty body with an empty file, and ends with an error on a record that never closes", async () => {
    expect((await read(defusedCsv(streamOf(new Uint8Array())))).length).toBe(0);
    const broken = new TextEncoder().encode(`a,b\r\n"${"x".repeat(1_100_000)}`);
    await expect(read(defusedCsv(streamOf(broken, 64 * 1024)))).rejects.toThrow();
  });
});
