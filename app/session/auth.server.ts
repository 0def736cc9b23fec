import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { z } from "zod";
import { env } from "~/env.server";
import { takePoint } from "~/security/rate-limit.server";
import { loadLoggedInUser } from "~/upstream/auth.server";
import { manualLogoutCookie } from "./cookies.server";
import type { SessionTokens, SessionUser } from "~/upstream/tokens";

/**
 * Sign-in through the hosted identity service: authorization-code flow with PKCE (S256) and state
 * bound to the browser by remix-auth-oauth2's cookie, one strategy per policy. The code is
 * exchanged on the server; the browser never sees a token.
 */
export type Policy = "signin" | "signup" | "admin";

export interface SignedIn {
  user: SessionUser;
  tokens: SessionTokens;
}

const discovery = z.object({
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  end_session_endpoint: z.url().optional(),
});

let endpoints: Promise<z.infer<typeof discovery>> | undefined;

/** The identity service's endpoints, discovered once (and retried after a failure). */
function discover() {
  endpoints ??= (async () => {
    const issuer = env().IDENTITY_ISSUER.replace(/\/$/, "");
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(env().UPSTREAM_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Identity discovery failed: ${response.status}`);
    return discovery.parse(await response.json());
  })().catch((error: unknown) => {
    endpoints = undefined;
    throw error;
  });
  return endpoints;
}

/**
 * The identity service's end-session endpoint, where Logout sends the browser (docs/decisions/035
 * addendum); null when the service advertises none or cannot be reached (Logout then lands on /login).
 */
export async function endSessionEndpoint(): Promise<string | null> {
  try {
    return (await discover()).end_session_endpoint ?? null;
  } catch {
    return null;
  }
}

/** Cookie that binds state and PKCE verifier to the browser for the 5 minutes of a sign-in. */
export const OAUTH_STATE_COOKIE = "oauth2";

class PolicyStrategy extends OAuth2Strategy<SignedIn> {
  constructor(
    options: ConstructorParameters<typeof OAuth2Strategy<SignedIn>>[0],
    private readonly policy: string,
  ) {
    super(options, async ({ tokens, request }) => {
      const accessToken = tokens.accessToken();
      const refreshToken = tokens.hasRefreshToken() ? tokens.refreshToken() : "";
      const expiresAt = tokens.accessTokenExpiresAt().getTime();
      const user = await loadLoggedInUser(accessToken, request.signal);
      return { user, tokens: { accessToken, refreshToken, expiresAt } };
    });
  }

  protected override authorizationParams(params: URLSearchParams, request: Request): URLSearchParams {
    const next = new URLSearchParams(params);
    next.set("p", this.policy);
    const hint = request.headers.get(LOGIN_HINT_HEADER);
    if (hint) next.set("login_hint", hint);
    // The first sign-in after a Logout on this browser asks for the e-mail and a code whatever the
    // identity service still remembers (its end-session at the click is the first guard; this one
    // holds when it could not be reached: docs/decisions/105).
    if (request.headers.get(PROMPT_LOGIN_HEADER) === "1") next.set("prompt", "login");
    return next;
  }
}

/**
 * The e-mail a sign-in is started for (the account switch signs the same user in again): sent as
 * the identity service's `login_hint`, which fills in the address or skips the page when that user
 * is still signed in there. `startSignIn` sets it on the request it hands remix-auth (which copies
 * the request, so a side table would lose it) and drops any the browser sent.
 */
const LOGIN_HINT_HEADER = "x-portal-login-hint";
/** Set by `startSignIn` (never the browser's) when the browser's last session ended with Logout. */
const PROMPT_LOGIN_HEADER = "x-portal-prompt-login";

const authenticators = new Map<string, Promise<Authenticator<SignedIn>>>();

async function authenticatorFor(policy: Policy): Promise<Authenticator<SignedIn>> {
  let found = authenticators.get(policy);
  if (!found) {
    found = discover().then(({ authorization_endpoint, token_endpoint }) => {
      const e = env();
      const policyName = { signin: e.IDENTITY_SIGNIN_POLICY, signup: e.IDENTITY_SIGNUP_POLICY, admin: e.IDENTITY_ADMIN_POLICY }[policy];
      const authenticator = new Authenticator<SignedIn>();
      authenticator.use(
        new PolicyStrategy(
          {
            cookie: { name: OAUTH_STATE_COOKIE, sameSite: "Lax", httpOnly: true, path: "/", ...(e.COOKIE_SECURE ? { secure: true as const } : {}) },
            clientId: e.IDENTITY_CLIENT_ID,
            clientSecret: e.IDENTITY_CLIENT_SECRET,
            authorizationEndpoint: authorization_endpoint,
            tokenEndpoint: token_endpoint,
            redirectURI: `${e.PORTAL_ORIGIN}/auth/callback`,
            scopes: ["openid", "offline_access"],
          },
          policyName,
        ),
        policy,
      );
      return authenticator;
    });
    found.catch(() => authenticators.delete(policy));
    authenticators.set(policy, found);
  }
  return found;
}

/** Start a sign-in: throws the redirect to the identity service's page for that policy. */
export async function startSignIn(request: Request, policy: Policy, clientAddress?: string, opts: { loginHint?: string } = {}): Promise<never> {
  // Sign-in starts are counted per client address, across instances (docs/decisions/037).
  const limit = await takePoint("sign-in", clientAddress);
  if (limit.limited) {
    throw redirect(`${new URL(request.url).pathname}?error=busy`, { status: 303, headers: { "Retry-After": String(limit.retryAfterS) } });
  }
  const authenticator = await authenticatorFor(policy);
  // Only the address and cookies matter to the start; a body the action already read cannot be copied.
  const headers = new Headers(request.headers);
  headers.delete(LOGIN_HINT_HEADER);
  headers.delete(PROMPT_LOGIN_HEADER);
  if (opts.loginHint) headers.set(LOGIN_HINT_HEADER, opts.loginHint);
  if ((await manualLogoutCookie().parse(request.headers.get("Cookie"))) === "1") headers.set(PROMPT_LOGIN_HEADER, "1");
  await authenticator.authenticate(policy, new Request(request.url, { method: "GET", headers }));
  throw new Error("The identity redirect did not happen.");
}

/** Finish a sign-in on the callback: the code exchange and the user from the upstream. */
export async function finishSignIn(request: Request): Promise<SignedIn> {
  // Every policy shares the token endpoint and the state cookie, so one strategy can finish any.
  const authenticator = await authenticatorFor("signin");
  return authenticator.authenticate("signin", request);
}

/** Set-Cookie values that clear the sign-in's state cookies once the callback has used them. */
export function clearStateCookies(request: Request): string[] {
  const header = request.headers.get("Cookie") ?? "";
  return header
    .split(/;\s*/)
    .map((part) => part.split("=")[0])
    .filter((name) => name.startsWith(`${OAUTH_STATE_COOKIE}:`))
    .map((name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${env().COOKIE_SECURE ? "; Secure" : ""}`);
}
