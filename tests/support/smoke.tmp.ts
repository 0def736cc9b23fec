import { signInOverHttp } from "/work/wt10/tests/support/http-session";
const PORTAL = "http://localhost:3350", MOCK = "http://localhost:4350";
const email = process.argv[2] ?? "orders.js@demo.test";
const { cookie } = await signInOverHttp({ portal: PORTAL, mock: MOCK, email });
for (const path of process.argv.slice(3)) {
  const r = await fetch(PORTAL + path, { headers: { cookie }, redirect: "manual" });
  const t = await r.text();
  console.log(path, r.status, r.headers.get("location") ?? "", r.headers.get("content-type"), r.headers.get("content-disposition") ?? "");
  const m = t.match(/<main[\s\S]*?<\/main>/);
  const txt = (m ? m[0] : t).replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").slice(0, 1500);
  console.log(txt);
}
