/**
 * Sign in without a browser: the same authorization-code flow the pages drive, over fetch with a
 * small cookie jar. For benchmarks and request-level tests that are not about sign-in itself.
 */

type Jar = Map<string, Map<string, string>>;

export class CookieJar {
  private jar: Jar = new Map();

  store(url: string, response: Response) {
    const host = new URL(url).host;
    const cookies = this.jar.get(host) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === "") cookies.delete(name);
      else cookies.set(name, value);
    }
    this.jar.set(host, cookies);
  }

  header(url: string): string {
    const cookies = this.jar.get(new URL(url).host);
    return cookies ? [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") : "";
  }

  get(url: string, name: string): string | undefined {
    return this.jar.get(new URL(url).host)?.get(name);
  }
}

export interface HttpSession {
  jar: CookieJar;
  /** The portal's session cookie, ready for a Cookie header. */
  cookie: string;
  /** Where the sign-in landed. */
  landedOn: string;
}

/** One request with the jar's cookies; the answer's cookies go into the jar. Redirects are not followed. */
export async function go(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.header(url);
  if (cookie) headers.set("cookie", cookie);
  const response = await fetch(url, { ...init, headers, redirect: "manual" });
  jar.store(url, response);
  return response;
}

/** Follow redirects by hand so every hop's cookies land in the jar. */
async function follow(jar: CookieJar, start: Response, from: string): Promise<{ response: Response; url: string }> {
  let response = start;
  let url = from;
  for (let hops = 0; hops < 15 && response.status >= 300 && response.status < 400; hops++) {
    const location = response.headers.get("location");
    if (!location) break;
    url = new URL(location, url).toString();
    response = await go(jar, url);
  }
  return { response, url };
}

/** The raw action of the form whose button reads `button` (the identity service's pages). */
export function formAction(html: string, button: string): string {
  const forms = html.split(/<form\b/i).slice(1);
  for (const form of forms) {
    if (form.includes(`>${button}<`)) {
      const action = /action="([^"]+)"/i.exec(form)?.[1];
      if (action) return action.replace(/&amp;/g, "&");
    }
  }
  throw new Error(`No form with a "${button}" button`);
}

export async function signInOverHttp(opts: {
  portal: string;
  mock: string;
  email: string;
  /** /login (customers) or /admin/login. */
  loginPath?: string;
  /** Extra headers on the sign-in start (an X-Forwarded-For address of its own, for the rate limits). */
  headers?: Record<string, string>;
}): Promise<HttpSession> {
  const jar = new CookieJar();
  const loginUrl = `${opts.portal}${opts.loginPath ?? "/login"}`;
  const start = await go(jar, loginUrl, {
    method: "POST",
    headers: { ...opts.headers, origin: opts.portal, "content-type": "application/x-www-form-urlencoded" },
    body: "",
  });
  let { response, url } = await follow(jar, start, loginUrl);
  const uid = /\/interaction\/([^/?#]+)/.exec(url)?.[1];
  if (!uid) throw new Error(`Expected the identity page, got ${url} (${response.status})`);

  const emailAction = new URL(formAction(await response.text(), "Send code"), url).toString();
  const sent = await go(jar, emailAction, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(url).origin },
    body: new URLSearchParams({ email: opts.email }).toString(),
  });
  ({ response, url } = await follow(jar, sent, emailAction));
  const codePage = await response.text();

  const mails = (await (await fetch(`${opts.mock}/outbox?to=${encodeURIComponent(opts.email)}`)).json()) as {
    code?: string;
    ref?: string;
  }[];
  const code = mails.find((m) => m.ref === uid && m.code)?.code;
  if (!code) throw new Error(`No code mailed for ${opts.email}`);

  const codeAction = new URL(formAction(codePage, "Sign in"), url).toString();
  const verified = await go(jar, codeAction, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(url).origin },
    body: new URLSearchParams({ code }).toString(),
  });
  ({ response, url } = await follow(jar, verified, codeAction));
  await response.body?.cancel();
  if (!url.startsWith(opts.portal)) throw new Error(`Sign-in ended at ${url}`);
  const name = ["__Host-portal-session", "portal-session"].find((n) => jar.get(opts.portal, n));
  if (!name) throw new Error("No session cookie after sign-in");
  return { jar, cookie: `${name}=${jar.get(opts.portal, name)}`, landedOn: url };
}
