/**
 * The attacker of tests/load/body-limits.spec.ts, in a process of its own so its event loop (busy
 * pushing gigabytes) does not slow the timed requests of the other user.
 * Input (argv[2], JSON): { portal, megabytes, posts: [{ path, type, chunked, cookie? }] }.
 * It starts, writes "ready" and waits for a line on stdin before it sends, so that starting a
 * process is not part of the storm the test times.
 * Output (stdout, JSON, after "ready"): the status each post was answered with, or "error: ...".
 */
import http from "node:http";

const { portal, megabytes, posts } = JSON.parse(process.argv[2]);

function hugePost(post) {
  return new Promise((resolve) => {
    const size = megabytes * 1024 * 1024;
    const headers = { origin: portal, "content-type": post.type };
    if (post.cookie) headers.cookie = post.cookie;
    if (!post.chunked) headers["content-length"] = String(size);
    const req = http.request(`${portal}${post.path}`, { method: "POST", headers });
    let sent = 0;
    // A multipart post is a well-formed upload of one huge file, so it reaches the file rules.
    const boundary = /boundary=(.+)$/.exec(post.type)?.[1];
    if (boundary) {
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`,
      );
      req.write(head);
      sent += head.length;
    }
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", (error) => resolve(`error: ${error.message}`));
    const pump = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

process.stdout.write("ready\n");
await new Promise((resolve) => process.stdin.once("data", resolve));
process.stdin.destroy();
process.stdout.write(JSON.stringify(await Promise.all(posts.map(hugePost))));
