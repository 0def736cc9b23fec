import { expect, test } from "@playwright/test";
import { unzip } from "../support/unzip";
import { signInOverHttp } from "../support/http-session";
import { rssBytes, startOwnPortal } from "../support/own-portal";

/**
 * Issue 9, measured: "Download all" of 20 scanned drawings (about 48 MB, asset AST-0003) streams
 * through the portal without holding the documents. The portal's resident memory is sampled every
 * 20 ms while a slow client (8 MB/s, so the portal must wait for it) reads the first ZIP of a fresh
 * process, then two more at once. The portal runs on ports of its own (LOAD_PORT / LOAD_MOCK_PORT
 * to move them) so its process can be measured.
 */
test.describe.configure({ timeout: 180_000 });

const MB = 1024 * 1024;

/** Reads a body at most `bytesPerSecond`, keeping it (the test checks the ZIP afterwards). */
async function readSlowly(body: ReadableStream<Uint8Array>, bytesPerSecond: number): Promise<Buffer> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  const started = Date.now();
  let bytes = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    chunks.push(chunk.value);
    bytes += chunk.value.length;
    const due = started + (bytes / bytesPerSecond) * 1000 - Date.now();
    if (due > 0) await new Promise((r) => setTimeout(r, due));
  }
  return Buffer.concat(chunks);
}


/** RSS before and the highest seen while `run` goes on, sampled every 20 ms. */
async function peakWhile<T>(pid: number, run: () => Promise<T>): Promise<{ value: T; before: number; peak: number }> {
  const before = rssBytes(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 20);
  try {
    const value = await run();
    return { value, before, peak: Math.max(peak, rssBytes(pid)) };
  } finally {
    clearInterval(sampler);
  }
}

test("ZIPs of 20 documents (48 MB each) stream without the portal holding them", async () => {
  const own = await startOwnPortal({ port: Number(process.env.LOAD_PORT ?? 3640), mockPort: Number(process.env.LOAD_MOCK_PORT ?? 4640), env: { USER_CACHE_TTL_MS: "0" } });
  try {
    const pid = own.server.pid!;
    const { cookie } = await signInOverHttp({ portal: own.portal, mock: own.mock, email: "customer@demo.test" });
    const url = `${own.portal}/asset/AST-0003/download-all?category=drawings`;
    const zipOnce = async () => {
      const response = await fetch(url, { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/zip");
      expect(response.headers.get("content-length")).toBeNull();
      return readSlowly(response.body!, 8 * MB);
    };
    await (await fetch(`${own.portal}/asset/AST-0003?category=drawings`, { headers: { cookie } })).text();

    // The first ZIP of a fresh process, read at 8 MB/s.
    const started = Date.now();
    const cold = await peakWhile(pid, zipOnce);
    const seconds = (Date.now() - started) / 1000;
    const entries = [...(await unzip(cold.value)).values()];
    expect(entries).toHaveLength(20);
    expect(entries.every((bytes) => bytes.length > 2_400_000)).toBe(true);

    // Two more at once: if the portal held documents, this would take twice the ZIP's size again.
    const warm = await peakWhile(pid, () => Promise.all([zipOnce(), zipOnce()]));
    expect(warm.value.every((zip) => zip.length === cold.value.length)).toBe(true);

    const mb = (n: number) => (n / MB).toFixed(1);
    console.log(
      `zip memory: ${entries.length} documents, ${mb(cold.value.length)} MB in ${seconds.toFixed(1)} s; ` +
        `first ZIP: portal RSS ${mb(cold.before)} MB -> peak ${mb(cold.peak)} MB (+${mb(cold.peak - cold.before)} MB); ` +
        `two more at once: ${mb(warm.before)} MB -> peak ${mb(warm.peak)} MB (+${mb(warm.peak - warm.before)} MB)`,
    );
    // The first one grows the process once (buffers freed only at V8's next full collection, which
    // external memory triggers by 64 MB); the rest reuse that memory.
    expect((cold.peak - cold.before) / MB).toBeLessThan(64);
    expect((warm.peak - warm.before) / MB).toBeLessThan(25);
  } finally {
    own.stop();
  }
});
