/**
 * The custom interaction of the identity stand-in: e-mail + one-time code, per policy (`p`).
 * Served under `{issuer}/interaction/:uid[/step]`; everything else goes to oidc-provider.
 */
import { randomInt } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type Provider from "oidc-provider";
import type { DemoUser } from "../data/users";
import { sendMail } from "../outbox";
import { decideEmail, findUserByEmail, MESSAGES, normalizeEmail, normalizePolicy } from "./accounts";
import { clock } from "./clock";
import { codeMails, codeMailsPerWindow, wrongCodes, wrongCodesPerWindow } from "./limits";
import { CLIENT_SCOPES, CODE_MAX_WRONG_ATTEMPTS, CODE_TTL_MS } from "./config";
import { registrations } from "./registrations";
import { noteInteractiveSignIn } from "./sessions";
import { codeStep, emailStep, errorPage, registeredPage } from "./views";

export const CODE_MAIL_SUBJECT = "Your Thermax sign-in code";
export const VERIFY_MAIL_SUBJECT = "Verify your e-mail address";
export const WELCOME_MAIL_SUBJECT = "Thanks for registering";

interface Flow {
  email: string;
  kind: "signin" | "signup";
  code: string;
  expiresAt: number;
  wrong: number;
  registered?: boolean;
  touchedAt: number;
}

/** One flow per interaction uid (the interaction itself lives in oidc-provider's store). */
const flows = new Map<string, Flow>();
const FLOW_RETENTION_MS = 2 * 60 * 60 * 1000;

function pruneFlows(): void {
  const cutoff = Date.now() - FLOW_RETENTION_MS;
  for (const [uid, flow] of flows) if (flow.touchedAt < cutoff) flows.delete(uid);
}

function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** Mails a new code, unless the address had its share of codes in this window (then false). */
function sendCode(uid: string, flow: Flow): boolean {
  const address = normalizeEmail(flow.email);
  if (codeMails.count(address) >= codeMailsPerWindow()) return false;
  codeMails.add(address);
  flow.code = newCode();
  flow.expiresAt = clock.now() + CODE_TTL_MS;
  flow.wrong = 0;
  flow.touchedAt = Date.now();
  sendMail({
    to: flow.email,
    subject: CODE_MAIL_SUBJECT,
    text: `Your Thermax sign-in code is ${flow.code}. It is valid for 10 minutes. If you did not ask for it, you can ignore this e-mail.`,
    code: flow.code,
    ref: uid,
  });
  return true;
}

/** The page for an interaction that no longer exists or belongs to another sign-in. */
function sendExpired(res: ServerResponse, loginUrl?: string) {
  return send(
    res,
    400,
    errorPage({
      heading: "Sign-in expired",
      message: "This sign-in request has expired or is no longer valid. Please start again from the portal.",
      loginUrl,
    }),
  );
}

const MAX_BODY = 16 * 1024;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const parsed = (req as IncomingMessage & { body?: unknown }).body;
  if (!req.readable && parsed && typeof parsed === "object") {
    // An upstream body parser (express.urlencoded) already consumed the stream.
    return new URLSearchParams(parsed as Record<string, string>);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error("request body too large");
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function send(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Frame-Options", "DENY");
  // img-src data: for the pages' empty icon (views.ts): without one, Firefox asks for
  // /favicon.ico, which default-src 'none' refuses with a console error on every page.
  res.setHeader(
    "Content-Security-Policy",
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'",
  );
  res.end(html);
}

function redirect(res: ServerResponse, location: string): void {
  res.statusCode = 303;
  res.setHeader("Location", location);
  res.setHeader("Cache-Control", "no-store");
  res.end();
}

function portalLoginUrl(redirectUri: unknown): string | undefined {
  if (typeof redirectUri !== "string") return undefined;
  try {
    return new URL("/login", new URL(redirectUri).origin).href;
  } catch {
    return undefined;
  }
}

type InteractionDetails = Awaited<ReturnType<Provider["interactionDetails"]>>;

export function createInteractionHandler(provider: Provider, basePath: string) {
  const routeRe = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(email|code|restart|verify-email))?\/?$/;

  /** First-party client: consent is granted automatically for everything the client may ask. */
  async function grantFor(details: InteractionDetails, accountId: string): Promise<string> {
    const clientId = String(details.params.client_id);
    const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    const grant = existing && existing.accountId === accountId ? existing : new provider.Grant({ accountId, clientId });
    grant.addOIDCScope(CLIENT_SCOPES.join(" "));
    return grant.save();
  }

  async function finishLogin(req: IncomingMessage, res: ServerResponse, details: InteractionDetails, user: DemoUser) {
    // SSO session of someone else (a policy forced a new sign-in): end it so the new login wins
    // without oidc-provider's "switch account" logout confirmation.
    const previous = details.session;
    if (previous?.accountId && previous.accountId !== user.userId) {
      if (previous.uid) {
        const old = await provider.Session.findByUid(previous.uid);
        await old?.destroy();
      }
      details.session = undefined;
      await details.save(Math.max(1, (details.exp ?? 0) - Math.floor(Date.now() / 1000)));
    }
    const grantId = await grantFor(details, user.userId);
    noteInteractiveSignIn(user.userId, grantId);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: user.userId, amr: ["otp"], remember: true }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  return async function handleInteraction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://identity.invalid");
    const match = routeRe.exec(url.pathname);
    if (!match) return send(res, 404, errorPage({ heading: "Not found", message: "This page does not exist." }));
    const [, uid, step] = match;
    const method = (req.method ?? "GET").toUpperCase();
    if ((step && method !== "POST") || (!step && method !== "GET")) {
      res.setHeader("Allow", step ? "POST" : "GET");
      return send(res, 405, errorPage({ message: "Method not allowed." }));
    }

    let details: InteractionDetails;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      return sendExpired(res);
    }
    const loginUrl = portalLoginUrl(details.params.redirect_uri);
    if (details.uid !== uid) {
      return sendExpired(res, loginUrl);
    }

    const policy = normalizePolicy(details.params.p);
    if (!policy) return send(res, 400, errorPage({ message: MESSAGES.unknownPolicy, loginUrl }));

    const base = `${basePath}/interaction/${uid}`;
    const actions = {
      email: `${base}/email`,
      code: `${base}/code`,
      restart: `${base}/restart`,
      verify: `${base}/verify-email`,
    };
    const renderEmail = (
      status: number,
      email: string,
      extra: { error?: string; status?: string; pending?: boolean } = {},
    ) =>
      send(
        res,
        status,
        emailStep({
          policy,
          action: actions.email,
          email,
          error: extra.error,
          status: extra.status,
          resendVerificationAction: extra.pending ? actions.verify : undefined,
        }),
      );
    const renderCode = (status: number, flow: Flow, code: string, extra: { error?: string; status?: string } = {}) =>
      send(
        res,
        status,
        codeStep({ policy, action: actions.code, restartAction: actions.restart, email: flow.email, code, ...extra }),
      );

    // Only a consent prompt left (e.g. SSO session without a grant): first-party, grant it.
    if (details.prompt.name === "consent" && details.session?.accountId) {
      const grantId = await grantFor(details, details.session.accountId);
      return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    }

    const flow = flows.get(uid);

    if (!step) {
      if (flow?.registered) return send(res, 200, registeredPage({ email: flow.email, loginUrl }));
      if (flow) return renderCode(200, flow, "");
      const hint = typeof details.params.login_hint === "string" ? details.params.login_hint : "";
      return renderEmail(200, hint);
    }

    const form = await readForm(req);

    if (step === "restart") {
      flows.delete(uid);
      return renderEmail(200, flow?.email ?? "");
    }

    if (step === "verify-email") {
      const typed = form.get("email") ?? "";
      const user = findUserByEmail(typed);
      if (user?.status === "PENDING") {
        sendMail({
          to: user.email,
          subject: VERIFY_MAIL_SUBJECT,
          text: `Please verify your e-mail address for the Thermax customer portal by opening the link in this e-mail. (Demo mail: the link is not simulated.)`,
        });
      }
      return renderEmail(200, typed, { status: MESSAGES.verificationSent, pending: true });
    }

    if (step === "email") {
      const typed = form.get("email") ?? "";
      const decision = decideEmail(policy, typed);
      if (!decision.ok) return renderEmail(400, typed, { error: decision.message, pending: decision.pending });
      pruneFlows();
      const next: Flow = {
        email: decision.email,
        kind: decision.kind,
        code: "",
        expiresAt: 0,
        wrong: 0,
        touchedAt: Date.now(),
      };
      if (!sendCode(uid, next)) return renderEmail(429, typed, { error: MESSAGES.tooManyCodes });
      flows.set(uid, next);
      return redirect(res, base);
    }

    // step === "code"
    if (!flow || flow.registered) return redirect(res, base);
    const typedCode = (form.get("code") ?? "").trim();
    if (form.get("action") === "resend") {
      if (!sendCode(uid, flow)) return renderCode(429, flow, "", { error: MESSAGES.tooManyCodes });
      return renderCode(200, flow, "", { status: MESSAGES.codeSent });
    }
    // Wrong codes count per account, across codes and resends: guessing stops here.
    const account = normalizeEmail(flow.email);
    if (wrongCodes.count(account) >= wrongCodesPerWindow()) return renderCode(429, flow, typedCode, { error: MESSAGES.accountLocked });
    if (flow.wrong >= CODE_MAX_WRONG_ATTEMPTS)
      return renderCode(400, flow, typedCode, { error: MESSAGES.tooManyAttempts });
    if (clock.now() > flow.expiresAt) return renderCode(400, flow, typedCode, { error: MESSAGES.codeExpired });
    if (!/^\d{6}$/.test(typedCode) || typedCode !== flow.code) {
      wrongCodes.add(account);
      flow.wrong += 1;
      flow.touchedAt = Date.now();
      return renderCode(400, flow, typedCode, { error: MESSAGES.invalidCredentials });
    }

    // Correct code: single use.
    flow.code = "";
    flow.expiresAt = 0;

    if (flow.kind === "signup") {
      const email = normalizeEmail(flow.email);
      if (!registrations.some((r) => r.email === email)) {
        registrations.push({ email, at: new Date().toISOString() });
      }
      flow.registered = true;
      sendMail({
        to: email,
        subject: WELCOME_MAIL_SUBJECT,
        text: "Thanks for registering with the Thermax customer portal. An engineer will onboard you shortly, and you will receive a welcome e-mail within 5 minutes.",
      });
      return send(res, 200, registeredPage({ email, loginUrl }));
    }

    // Re-check: the user's status or profile may have changed while the code was out.
    const decision = decideEmail(policy, flow.email);
    if (!decision.ok || decision.kind !== "signin") {
      flows.delete(uid);
      return renderEmail(400, flow.email, decision.ok ? {} : { error: decision.message, pending: decision.pending });
    }
    flows.delete(uid);
    return finishLogin(req, res, details, decision.user);
  };
}
