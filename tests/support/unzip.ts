import yauzl from "yauzl";

/** Every entry of a ZIP with its bytes, read back with yauzl (which checks each entry's CRC). */
export async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.fromBuffer(zip, { lazyEntries: true }, (e, z) => (e ? reject(e) : resolve(z))));
  const out = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    file.on("entry", (entry: yauzl.Entry) =>
      file.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          out.set(entry.fileName, Buffer.concat(chunks));
          file.readEntry();
        });
        stream.on("error", reject);
      }),
    );
    file.on("end", resolve);
    file.on("error", reject);
    file.readEntry();
  });
  return out;
}
