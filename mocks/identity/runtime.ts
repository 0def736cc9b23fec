/**
 * The identity stand-in running in this process (the last one created by createIdentity), so
 * refresh.ts can use it in-process: no socket, so neither a missing server nor an msw
 * `onUnhandledRequest: "error"` setting in vitest can get in the way.
 */
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import type Provider from "oidc-provider";
import type { MemoryStore } from "./adapter";

export interface RunningIdentity {
  issuer: string;
  /** Path of the issuer ("/identity"), the prefix express strips. */
  basePath: string;
  provider: Provider;
  store: MemoryStore;
  /** oidc-provider's Koa callback. */
  callback: (req: IncomingMessage, res: ServerResponse) => void;
}

let current: RunningIdentity | undefined;

export function setRunningIdentity(identity: RunningIdentity | undefined): void {
  current = identity;
}

export function getRunningIdentity(): RunningIdentity | undefined {
  return current;
}

export interface DispatchResult {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/**
 * Sends one request through the provider's real Koa pipeline with an in-memory request/response
 * pair, as if express had mounted it at the issuer path.
 */
export function dispatch(
  identity: RunningIdentity,
  init: { method: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<DispatchResult> {
  return new Promise((resolve, reject) => {
    const issuer = new URL(identity.issuer);
    const body = Buffer.from(init.body ?? "", "utf8");
    const req = new IncomingMessage(new Socket());
    req.method = init.method;
    req.url = init.path;
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = `${identity.basePath}${init.path}`;
    req.httpVersion = "1.1";
    req.httpVersionMajor = 1;
    req.httpVersionMinor = 1;
    req.headers = {
      host: issuer.host,
      ...Object.fromEntries(Object.entries(init.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
      ...(body.length ? { "content-length": String(body.length) } : {}),
    };
    if (body.length) req.push(body);
    req.push(null);

    const res = new ServerResponse(req);
    const chunks: Buffer[] = [];
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
      );
    };
    res.write = ((chunk: unknown, encoding?: unknown) => {
      collect(chunk, encoding);
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: unknown, encoding?: unknown) => {
      collect(chunk, encoding);
      resolve({ status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks).toString("utf8") });
      return res;
    }) as typeof res.end;

    try {
      identity.callback(req, res);
    } catch (error) {
      reject(error);
    }
  });
}
