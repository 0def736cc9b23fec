/**
 * A multipart/form-data body written byte for byte, for tests that send what a browser never
 * would: file names with CR/LF, quotes or bidi controls in RFC 5987's `filename*` parameter
 * (browsers percent-encode such characters in `filename`; any other client can send them).
 */
export type Part =
  | { name: string; value: string }
  | { name: string; fileName: string; type: string; bytes: Buffer };

export function multipartBody(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ("value" in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename*=UTF-8''${extValue(part.fileName)}\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.bytes,
        Buffer.from("\r\n"),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** RFC 5987 ext-value characters: encodeURIComponent leaves ' ( ) * as they are, which would end the value early. */
function extValue(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
