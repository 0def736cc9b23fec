/**
 * Embedded stand-in for the hosted customer identity service (Azure AD B2C-like), built on the
 * certified authorization-server library oidc-provider. Mount with
 * `app.use('/identity', (await createIdentity({ issuer, portalOrigins })).handler)`.
 * See docs/decisions/004-identity-stand-in.md and docs/upstream-api.md ("Identity service").
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import Provider, { errors, interactionPolicy, type Configuration, type KoaContextWithOIDC } from "oidc-provider";
import { canSignIn, findUserById, normalizePolicy } from "./accounts";
import { MemoryStore } from "./adapter";
import {
  ACCESS_TOKEN_TTL,
  API_AUDIENCE,
  API_RESOURCE,
  CLIENT_ID,
  CLIENT_SCOPES,
  CLIENT_SECRET,
  COOKIE_KEYS,
  POLICIES,
  REFRESH_TOKEN_TTL,
} from "./config";
import { createInteractionHandler } from "./interaction";
import { demoPrivateJwk } from "./keys";
import { setRunningIdentity } from "./runtime";
import { errorPage, loggedOutPage, logoutPage } from "./views";

const CLOCK_TOLERANCE = 5;

export interface IdentityOptions {
  /** e.g. http://localhost:4010/identity — the handler must be mounted at this URL's path. */
  issuer: string;
  /** e.g. ["http://localhost:3000"]; each gets `${origin}/auth/callback` as redirect URI. */
  portalOrigins: string[];
}

/** Login prompt check: an SSO session only counts when it fits the requested policy. */
function sessionFitsRequest(ctx: KoaContextWithOIDC): boolean {
  const { oidc } = ctx;
  if (!oidc.session || !oidc.params) return true;
  const accountId = oidc.session.accountId;
  if (!accountId || oidc.result?.login) return true;
  const policy = normalizePolicy(oidc.params.p);
  if (policy !== POLICIES.signin && policy !== POLICIES.admin) return false; // sign-up (or unknown) always shows the pages
  const user = findUserById(accountId);
  if (!user || !canSignIn(policy, user)) return false;
  const hint = oidc.params.login_hint;
  if (typeof hint === "string" && hint.trim() && hint.trim().toLowerCase() !== user.email.toLowerCase()) return false;
  return true;
}

/**
 * Where the portal may ask to come back after end-session: /login?reason=logged-out is its Logout's,
 * /logout/feedback its Logout's when the feedback is asked (docs/decisions/105).
 */
function postLogoutUris(origins: string[]): string[] {
  return origins.flatMap((o) => [`${o}/`, `${o}/login`, `${o}/login?reason=logged-out`, `${o}/logout/feedback`]);
}

/**
 * The portal's own Logout at the end-session endpoint (GET with its client_id and a registered
 * post_logout_redirect_uri): signs out of the identity service at once and goes back, as the
 * production identity service does, with or without JavaScript. oidc-provider's own end-session
 * would show a confirmation page (or, when the portal's logout call already removed the browser
 * session, a page that needs a script or a Continue button). Any other end-session request
 * (no client, an unregistered address) is oidc-provider's. true when it answered.
 */
function endSessionAtOnce(req: IncomingMessage, res: ServerResponse, store: MemoryStore, allowed: Set<string>, basePath: string): boolean {
  const url = new URL(req.url ?? "/", "http://identity.invalid");
  const back = url.searchParams.get("post_logout_redirect_uri");
  if (req.method !== "GET" || url.searchParams.get("client_id") !== CLIENT_ID || !back || !allowed.has(back)) return false;
  // The browser session named by the cookie ends (deleting an id only its holder knows is harmless).
  const session = /(?:^|;\s*)identity_session=([^;]+)/.exec(req.headers.cookie ?? "")?.[1];
  if (session) store.delete("Session", decodeURIComponent(session));
  const path = basePath || "/";
  res.statusCode = 303;
  res.setHeader("Location", back);
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Set-Cookie", ["identity_session", "identity_session.sig"].map((n) => `${n}=; Path=${path}; Max-Age=0; HttpOnly; SameSite=Lax`));
  res.end();
  return true;
}

function buildConfiguration(opts: IdentityOptions, basePath: string, store: MemoryStore): Configuration {
  const origins = opts.portalOrigins.map((o) => new URL(o).origin);

  const policy = interactionPolicy.base();
  const login = policy.get("login");
  login?.checks.push(
    new interactionPolicy.Check(
      "policy_requires_login",
      "the requested policy requires the End-User to sign in",
      (ctx) =>
        sessionFitsRequest(ctx) ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
    ),
  );

  return {
    adapter: store.adapterFor,
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        client_name: "Thermax customer portal",
        redirect_uris: origins.map((o) => `${o}/auth/callback`),
        post_logout_redirect_uris: postLogoutUris(origins),
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        // oidc-provider v9 also accepts client_secret_basic for a client registered with
        // client_secret_post (and vice versa), so remix-auth-oauth2/arctic (Basic) works too.
        token_endpoint_auth_method: "client_secret_post",
        scope: CLIENT_SCOPES.join(" "),
      },
    ],
    jwks: { keys: [demoPrivateJwk] },
    cookies: {
      keys: COOKIE_KEYS,
      names: {
        session: "identity_session",
        interaction: "identity_interaction",
        resume: "identity_interaction_resume",
      },
      // Not `secure`: the mock runs on http://localhost. Lax so the top-level redirect back works.
      long: { httpOnly: true, sameSite: "lax", signed: true, path: basePath || "/" },
      short: { httpOnly: true, sameSite: "lax", signed: true },
    },
    scopes: [...CLIENT_SCOPES],
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    extraParams: ["p"],
    pkce: { required: () => true },
    clockTolerance: CLOCK_TOLERANCE,
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => {
      const user = findUserById(sub);
      // Users who may no longer sign in (deactivated, deleted, pending) cannot refresh either.
      if (!user || !["ACTIVE", "VERIFIED", "APPROVED", "PENDING_EMAIL_CHANGE"].includes(user.status)) return undefined;
      return {
        accountId: user.userId,
        claims: async () => ({ sub: user.userId, email: user.email, email_verified: true }),
      };
    },
    extraTokenClaims: async (_ctx, token) => {
      const accountId = "accountId" in token ? token.accountId : undefined;
      const user = accountId ? findUserById(accountId) : undefined;
      // iat_ms: when it was minted to the millisecond, so a logout refuses exactly the tokens issued
      // before it (a sign-in in the logout's own second keeps working; issue 51 §2).
      return user ? { email: user.email, iat_ms: Date.now() } : undefined;
    },
    // First-party client: every code exchange issues a refresh token (even when a `prompt`
    // without consent made oidc-provider drop offline_access), and it does not die with the
    // browser session at the identity service.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    expiresWithSession: async () => false,
    rotateRefreshToken: true,
    interactions: {
      policy,
      url: async (_ctx, interaction) => `${basePath}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => API_RESOURCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resourceIndicator) => {
          if (resourceIndicator !== API_RESOURCE) throw new errors.InvalidTarget();
          return {
            scope: "api",
            audience: API_AUDIENCE,
            accessTokenTTL: ACCESS_TOKEN_TTL,
            accessTokenFormat: "jwt",
            jwt: { sign: { alg: "RS256" } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = "html";
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = "html";
          ctx.body = loggedOutPage();
        },
      },
    },
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL,
      Interaction: 60 * 60,
      Session: 24 * 60 * 60,
      Grant: REFRESH_TOKEN_TTL,
      RefreshToken: REFRESH_TOKEN_TTL,
      ClientCredentials: 600,
      DeviceCode: 600,
      BackchannelAuthenticationRequest: 600,
      PreAuthorizedCode: 600,
    },
    renderError: async (ctx, out) => {
      ctx.type = "html";
      const message = out.error_description || out.error || "The request could not be completed.";
      ctx.body = errorPage({ message: `${out.error}: ${message}` });
    },
  };
}

export async function createIdentity(opts: IdentityOptions): Promise<{
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  provider: Provider;
}> {
  const issuerUrl = new URL(opts.issuer);
  const basePath = issuerUrl.pathname.replace(/\/+$/, "");
  const store = new MemoryStore(CLOCK_TOLERANCE);
  const provider = new Provider(opts.issuer, buildConfiguration(opts, basePath, store));

  const interactions = createInteractionHandler(provider, basePath);
  const postLogout = new Set(postLogoutUris(opts.portalOrigins.map((o) => new URL(o).origin)));
  const callback = provider.callback() as (req: IncomingMessage, res: ServerResponse) => void;

  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    const r = req as IncomingMessage & { originalUrl?: string };
    // Mounted without express (plain http server): strip the issuer path ourselves.
    if (
      r.originalUrl === undefined &&
      basePath &&
      (req.url === basePath || req.url?.startsWith(`${basePath}/`) || req.url?.startsWith(`${basePath}?`))
    ) {
      r.originalUrl = req.url;
      req.url = req.url.slice(basePath.length) || "/";
      if (req.url.startsWith("?")) req.url = `/${req.url}`;
    }
    const path = (req.url ?? "/").split("?")[0];
    if (path === "/session/end" && endSessionAtOnce(req, res, store, postLogout, basePath)) return;
    if (path.startsWith("/interaction/")) {
      interactions(req, res).catch((error: unknown) => {
        console.error("[identity] interaction failed", error);
        if (!res.headersSent) {
          res.statusCode = 500;
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          res.end(errorPage({ message: "Something went wrong. Please start again from the portal." }));
        } else res.end();
      });
      return;
    }
    callback(req, res);
  };

  setRunningIdentity({ issuer: opts.issuer, basePath, provider, store, callback });
  return { handler, provider };
}

export { API_AUDIENCE, API_RESOURCE, CLIENT_ID, CLIENT_SECRET, POLICIES } from "./config";
export { MESSAGES } from "./accounts";
export { registrations } from "./registrations";
