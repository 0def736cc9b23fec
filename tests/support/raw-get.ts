import { get as httpGet, request as httpRequest } from "node:http";

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

/** A response to `rawRequest`: status, headers and the body as text. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * One request written as given, which fetch would not send: any request target (absolute-form,
 * `*`), any Host header, any method without a body.
 */
export function rawRequest(origin: string, options: { method?: string; target: string; headers?: Record<string, string>; body?: string }): Promise<RawAnswer> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: url.hostname, port: url.port, method: options.method ?? "GET", path: options.target, headers: options.headers, setHost: !options.headers?.host },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}
