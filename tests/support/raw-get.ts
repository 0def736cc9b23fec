import { get as httpGet } from "node:http";

/** A response as it left the server: status, headers and body bytes still encoded. */
export interface RawResponse {
  status: number;
  encoding: string | undefined;
  vary: string | undefined;
  type: string | undefined;
  body: Buffer;
}

/**
 * GET `url` with the Accept-Encoding given and keep the body as sent (fetch would decode it): what
 * a browser downloads, for the byte budgets (scripts/bench.ts) and the precompressed-asset test.
 */
export function rawGet(url: string | URL, acceptEncoding: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers["content-encoding"],
          vary: response.headers.vary,
          type: response.headers["content-type"],
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    }).on("error", reject);
  });
}
