import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { undiciStreamTransport, undiciTransport } from "./transport.server";

/** The production transport against a real HTTP server (the other unit tests use fetch + MSW). */
interface Seen {
  method?: string;
  url?: string;
  headers: IncomingMessage["headers"];
  body: string;
}

let server: Server;
let base: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString("latin1") });
      if (req.url === "/hang") return; // never answers
      if (req.url === "/file") {
        // Headers first, then 1 MB in 64 KB chunks, slowly.
        res.writeHead(200, { "content-type": "application/pdf", "content-length": String(16 * 65_536) });
        let sent = 0;
        const tick = setInterval(() => {
          res.write(Buffer.alloc(65_536, sent));
          if (++sent === 16) {
            clearInterval(tick);
            res.end();
          }
        }, 5);
        res.on("close", () => clearInterval(tick));
        return;
      }
      if (req.url === "/teapot") {
        res.writeHead(418, { "content-type": "application/json" });
        return void res.end(JSON.stringify({ status: 418, message: "short and stout" }));
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ status: 200, data: "ok" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const signal = () => AbortSignal.timeout(2_000);

describe("undiciTransport", () => {
  it("sends the method, headers and JSON body, and answers with the status and the whole body", async () => {
    const reply = await undiciTransport(`${base}/things?a=1`, {
      method: "POST",
      headers: { accept: "application/json", authorization: "Bearer t", "content-type": "application/json" },
      body: JSON.stringify({ x: 1 }),
      signal: signal(),
    });
    expect(reply).toEqual({ status: 200, body: '{"status":200,"data":"ok"}' });
    const last = seen.at(-1);
    expect(last).toMatchObject({ method: "POST", url: "/things?a=1", body: '{"x":1}' });
    expect(last?.headers.authorization).toBe("Bearer t");
  });

  it("answers non-2xx statuses instead of throwing", async () => {
    const reply = await undiciTransport(`${base}/teapot`, { method: "GET", headers: {}, signal: signal() });
    expect(reply.status).toBe(418);
    expect(JSON.parse(reply.body)).toMatchObject({ message: "short and stout" });
  });

  it("sends FormData as multipart with its boundary, files included", async () => {
    const form = new FormData();
    form.set("subject", "Leak at valve 3");
    form.set("file", new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46])], { type: "application/pdf" }), "report.pdf");
    await undiciTransport(`${base}/upload`, { method: "POST", headers: {}, body: form, signal: signal() });
    const last = seen.at(-1);
    const boundary = /boundary=(.+)$/.exec(last?.headers["content-type"] ?? "")?.[1];
    expect(last?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(last?.body).toContain(`--${boundary}`);
    expect(last?.body).toContain('name="subject"\r\n\r\nLeak at valve 3');
    expect(last?.body).toContain('filename="report.pdf"');
    expect(last?.body).toContain("%PDF");
  });

  it("rejects when the connection is refused", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(undiciTransport(`http://127.0.0.1:${port}/x`, { method: "GET", headers: {}, signal: signal() })).rejects.toThrow();
  });

  it("gives up when the signal fires, even before any answer", async () => {
    const started = Date.now();
    const timeout = AbortSignal.timeout(200);
    await expect(undiciTransport(`${base}/hang`, { method: "GET", headers: {}, signal: timeout })).rejects.toThrow();
    expect(timeout.aborted).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});

describe("undiciStreamTransport", () => {
  it("answers as soon as the headers are in and hands the body over as a stream", async () => {
    const reply = await undiciStreamTransport(`${base}/file`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"url":"x"}', signal: signal() });
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/pdf");
    expect(reply.headers["content-length"]).toBe(String(16 * 65_536));
    let bytes = 0;
    for await (const chunk of reply.body) bytes += (chunk as Buffer).length;
    expect(bytes).toBe(16 * 65_536);
    expect(seen.at(-1)).toMatchObject({ method: "POST", url: "/file", body: '{"url":"x"}' });
  });

  it("stops the transfer when the caller's signal fires half-way", async () => {
    const controller = new AbortController();
    const reply = await undiciStreamTransport(`${base}/file`, { method: "GET", headers: {}, signal: controller.signal });
    let bytes = 0;
    await expect(
      (async () => {
        for await (const chunk of reply.body) {
          bytes += (chunk as Buffer).length;
          if (bytes >= 65_536) controller.abort();
        }
      })(),
    ).rejects.toThrow();
    expect(bytes).toBeLessThan(16 * 65_536);
  });
});
