import { createCookie } from "@remix-run/node";
import { env } from "~/env.server";
import { createSealedCookie, createSealedSessionStorage, DRAFT_COOKIE_PURPOSE, LOGOUT_PROOF_COOKIE_PURPOSE, RESULT_COOKIE_PURPOSE, SESSION_COOKIE_PURPOSE, TOAST_COOKIE_PURPOSE, type SealedCookie } from "./sealed-cookie.server";

/** How long a dialog's result is kept for its result page and files (15 minutes). */
export const RESULT_MAX_AGE_S = 15 * 60;
import type { SessionData } from "./types";

/**
 * One cookie per job (docs/decisions/003-sessions.md): the encrypted session (015), the return path
 * (1800 s), the manual-logout flag, and a one-shot form draft kept across an expired session.
 */
function secure() {
  return env().COOKIE_SECURE;
}

function secrets() {
  return env()
    .SESSION_SECRET.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** `__Host-` needs Secure, Path=/ and no Domain; only used when cookies are secure. */
function named(name: string) {
  return secure() ? `__Host-${name}` : name;
}

let storage: ReturnType<typeof build> | undefined;

/** The session: encrypted and authenticated (sealed-cookie.server.ts), never readable by the browser. */
function build() {
  return createSealedSessionStorage<SessionData>({
    name: named("portal-session"),
    secrets: secrets(),
    purpose: SESSION_COOKIE_PURPOSE,
    httpOnly: true,
    sameSite: "lax",
    secure: secure(),
    path: "/",
    // The absolute lifetime is enforced from createdAt. The browser keeps its copy a day longer, so
    // a post that meets an expired session still presents it: what was typed is kept (drafts),
    // while a post without any session is not read at all (015).
    maxAge: env().SESSION_MAX_AGE_S + 24 * 60 * 60,
  });
}

export function sessionStorage() {
  storage ??= build();
  return storage;
}

/** A small helper cookie with the session cookie's attributes. */
function helperCookie(name: string, maxAge: number, signed: boolean) {
  return createCookie(named(name), {
    httpOnly: true,
    sameSite: "lax",
    secure: secure(),
    path: "/",
    maxAge,
    ...(signed ? { secrets: secrets() } : {}),
  });
}

/** Where to go after sign-in: 1800 s (spec document 1 section 9). */
export const returnPathCookie = () => helperCookie("return-to", 1800, true);

/** Set by a manual logout: no return path is remembered until the next sign-in. */
export const manualLogoutCookie = () => helperCookie("manual-logout", 60 * 60 * 24 * 30, false);

let draft: SealedCookie | undefined;

/**
 * What a form held when its post met an ended session (app/session/drafts.server.ts): encrypted
 * like the session, under a key of its own, for 1800 s.
 */
export function draftCookie(): SealedCookie {
  draft ??= createSealedCookie({
    name: named("form-draft"),
    secrets: secrets(),
    purpose: DRAFT_COOKIE_PURPOSE,
    httpOnly: true,
    sameSite: "lax",
    secure: secure(),
    path: "/",
    maxAge: 1800,
  });
  return draft;
}

let logoutProof: SealedCookie | undefined;

/**
 * Who just logged out, for the feedback asked after logout (app/session/logout-proof.server.ts,
 * docs/decisions/091): encrypted like the session, under a key of its own, for LOGOUT_FEEDBACK_S.
 */
export function logoutProofCookie(): SealedCookie {
  logoutProof ??= createSealedCookie({
    name: named("logout-proof"),
    secrets: secrets(),
    purpose: LOGOUT_PROOF_COOKIE_PURPOSE,
    httpOnly: true,
    sameSite: "lax",
    secure: secure(),
    path: "/",
    maxAge: env().LOGOUT_FEEDBACK_S,
  });
  return logoutProof;
}

let result: SealedCookie | undefined;

/**
 * A dialog's result after its redirect (app/session/result-flash.server.ts): encrypted like the
 * session, under a key of its own, for 15 minutes.
 */
export function resultCookie(): SealedCookie {
  result ??= createSealedCookie({
    name: named("dialog-result"),
    secrets: secrets(),
    purpose: RESULT_COOKIE_PURPOSE,
    httpOnly: true,
    sameSite: "lax",
    secure: secure(),
    path: "/",
    maxAge: RESULT_MAX_AGE_S,
  });
  return result;
}

/** How long a toast waits in its cookie for the page that shows it (a redirect takes milliseconds). */
export const TOAST_MAX_AGE_S = 5 * 60;

let toasts: ReturnType<typeof buildToasts> | undefined;

function buildToasts() {
  return createSealedSessionStorage<Record<string, never>, { toasts: unknown }>({
    name: named("portal-toast"),
    secrets: secrets(),
    purpose: TOAST_COOKIE_PURPOSE,
    httpOnly: true,
    sameSite: "lax",
    secure: secure(),
    path: "/",
    maxAge: TOAST_MAX_AGE_S,
  });
}

/**
 * Toasts flashed for the next page (app/session/toast.server.ts): a cookie session of its own,
 * sealed like the session under its own key, holding only Remix flash values. Apart from the
 * session cookie because a toast must outlive the session (a sign-out's message) and reach
 * visitors without one (the public survey pages), and the session cookie is written only when it
 * changes (docs/decisions/059).
 */
export function toastStorage() {
  toasts ??= buildToasts();
  return toasts;
}

/** Reset memoised cookie settings (tests change the environment between cases). */
export function resetCookiesForTests() {
  storage = undefined;
  draft = undefined;
  result = undefined;
  toasts = undefined;
  logoutProof = undefined;
}
