/**
 * The embedded upstream as a real HTTP server: identity at /identity, the REST API (MSW handlers)
 * under /api, the notification websocket (mocks/notify-socket.ts), and test controls (/outbox, /__faults, /__calls, /__tokens/expire, /__latency, /__reset,
 * /__users/:id/reset, /__health).
 */
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { getResponse, HttpHandler, matchRequestUrl, type RequestHandler } from "msw";
import express, { type Request, type Response } from "express";
import { clearCalls, calls, nowMs } from "./calls";
import { expireCaptcha, revealCaptcha } from "./captcha";
import { clearFaults, injectFault, listFaults, parseMode } from "./faults";
import { apiHandlers } from "./handlers";
import { observeBefore } from "./handlers/observe";
import { clearExpiredAccessTokens, expireAccessToken } from "./handlers/auth-context";
import { transport, type TransportContext } from "./handlers/transport";
import { createIdentity } from "./identity";
import { latency, parseLatency, resetLatency, setLatency, MAX_LATENCY_MS } from "./latency";
import { notifyUser } from "./notify";
import { attachNotificationSockets, openSockets, pushNotification } from "./notify-socket";
import { mailsTo } from "./outbox";
import { addStaffReply, cloneUser, copyOrder, resetStore, resetUser } from "./store";
import { inviteToSurvey, mailSeededInvitations } from "./survey-mail";
import { pharmaPageHeaders, pharmaPageHtml } from "./sites/pharma";

export interface MockServerOptions {
  port: number;
  portalOrigins: string[];
}

/** Distinct method and path pairs whose handlers are remembered. */
const MAX_CALL_SHAPES = 5_000;

type Answer = (req: Request, res: Response, next: (error?: unknown) => void) => Promise<void>;

/**
 * The answer of `handlers` to an express request, written back as they gave it (streamed). MSW's
 * own `getResponse`, without the lifecycle events of its request handling, which nothing here
 * listens to.
 */
function answerWith(handlers: RequestHandler[]): Answer {
  return async (req, res, next) => {
    try {
      const method = req.method;
      const hasBody = method !== "GET" && method !== "HEAD";
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
      }
      const request = new globalThis.Request(new URL(req.originalUrl, `http://${req.headers.host ?? "localhost"}`), {
        method,
        headers,
        body: hasBody ? (Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>) : undefined,
        duplex: hasBody ? "half" : undefined,
      });
      const response = await getResponse(handlers, request);
      if (!response) return next();
      res.statusCode = response.status;
      res.statusMessage = response.statusText;
      response.headers.forEach((value, name) => void res.appendHeader(name, value));
      if (response.body) Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>).pipe(res);
      else res.end();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * MSW tries every handler on every request, and each try parses the request's cookies and
 * compiles its path pattern: with about 200 handlers that was most of this server's CPU, which
 * shares the machine's cores with the portal in benchmarks. Which handlers can answer depends only
 * on the method and the path, so each pair gets its handlers only, remembered (`observe` first,
 * `unmatched` last, in the list's order).
 */
function mswByCall(): (method: string, pathname: string) => Answer {
  const remembered = new Map<string, Answer>();
  return (method, pathname) => {
    const key = `${method} ${pathname}`;
    let answer = remembered.get(key);
    if (!answer) {
      const url = new URL(pathname, "http://upstream.invalid");
      const candidates = apiHandlers.filter((handler: RequestHandler) => {
        if (!(handler instanceof HttpHandler)) return true;
        const { path, method: accepts } = handler.info;
        const methodMatches = accepts instanceof RegExp ? accepts.test(method) : accepts.toUpperCase() === method.toUpperCase();
        return methodMatches && (typeof path === "function" || matchRequestUrl(url, path).matches);
      });
      answer = answerWith([observeBefore(candidates), ...candidates]);
      if (remembered.size >= MAX_CALL_SHAPES) remembered.delete(remembered.keys().next().value!);
      remembered.set(key, answer);
    }
    return answer;
  };
}

export async function startMockServer({ port, portalOrigins }: MockServerOptions): Promise<{ url: string; close(): Promise<void> }> {
  latency(); // A bad MOCK_LATENCY_MS stops the start, not the first call.
  const identity = await createIdentity({ issuer: `http://localhost:${port}/identity`, portalOrigins });
  const app = express();
  app.disable("x-powered-by");
  // The outbox holds every seeded survey invitation from the first start (README, "Surveys").
  const portalOrigin = portalOrigins[0] ?? "http://localhost:3000";
  mailSeededInvitations(portalOrigin);

  // Before any body parser: oidc-provider reads the raw request itself. Express strips the mount
  // path from req.url and keeps the full one in req.originalUrl, which the provider expects.
  app.use("/identity", (req, res) => identity.handler(req, res));

  app.get("/__health", (_req, res) => {
    res.json({ status: 200, data: { ok: true } });
  });

  // The provider's pharma offering page, as the portal's /pharma frames it (mocks/sites/pharma.ts).
  app.get("/sites/pharma", (_req, res) => {
    res.set(pharmaPageHeaders(portalOrigins)).send(pharmaPageHtml());
  });

  app.get("/outbox", (req, res) => {
    const to = typeof req.query.to === "string" ? req.query.to : "";
    if (!to) return void res.status(400).json({ status: 400, message: "to is required" });
    res.json(mailsTo(to));
  });

  const controls = express.Router();
  // JSON parsing only on this route: /api bodies must reach the MSW middleware unread.
  controls.post("/__faults", express.json(), (req: Request, res: Response) => {
    const body: unknown = req.body;
    const spec = (body && typeof body === "object" ? body : {}) as { call?: unknown; mode?: unknown; times?: unknown; userId?: unknown; client?: unknown };
    const mode = parseMode(spec.mode);
    if (typeof spec.call !== "string" || mode === null) {
      return void res.status(400).json({ status: 400, message: 'Expected { "call": "GET /path", "mode": 401|404|500|"network"|"hang"|"malformed"|"invalid-json", "times"?: N }' });
    }
    try {
      injectFault({
        call: spec.call,
        mode,
        times: typeof spec.times === "number" ? spec.times : undefined,
        userId: typeof spec.userId === "string" ? spec.userId : undefined,
        client: typeof spec.client === "string" ? spec.client : undefined,
      });
    } catch (error) {
      return void res.status(400).json({ status: 400, message: (error as Error).message });
    }
    res.status(201).json({ status: 201, data: listFaults() });
  });
  controls.get("/__faults", (_req, res) => void res.json(listFaults()));
  controls.delete("/__faults", (req, res) => {
    clearFaults(typeof req.query.userId === "string" ? req.query.userId : undefined, typeof req.query.client === "string" ? req.query.client : undefined);
    res.status(204).end();
  });
  controls.get("/__calls", (req, res) => {
    const path = typeof req.query.path === "string" ? req.query.path : undefined;
    const since = typeof req.query.since === "string" ? req.query.since : undefined;
    const requestId = typeof req.query.requestId === "string" ? req.query.requestId : undefined;
    res.json(calls({ path, since, requestId }));
  });
  controls.delete("/__calls", (_req, res) => {
    clearCalls();
    res.status(204).end();
  });
  // The delay before every /api answer (mocks/latency.ts), for benchmarks and tests.
  controls.get("/__latency", (_req, res) => void res.json({ ms: latency() }));
  controls.put("/__latency", express.json(), (req: Request, res: Response) => {
    const ms = parseLatency((req.body as { ms?: unknown } | undefined)?.ms);
    if (ms === null) return void res.status(400).json({ status: 400, message: `Expected { "ms": N }, N a whole number from 0 to ${MAX_LATENCY_MS}` });
    setLatency(ms);
    res.json({ ms });
  });
  // A fresh survey invitation e-mailed to `email` (tests answer surveys from their own links).
  controls.post("/__surveys/invite", express.json(), (req: Request, res: Response) => {
    const body = (req.body && typeof req.body === "object" ? req.body : {}) as { email?: unknown; type?: unknown; object?: unknown };
    const mail =
      typeof body.email === "string" && typeof body.type === "string"
        ? inviteToSurvey(portalOrigin, { email: body.email, type: body.type, object: typeof body.object === "string" || body.object === null ? body.object : undefined })
        : null;
    if (!mail) return void res.status(400).json({ status: 400, message: 'Expected { "email": "...", "type": "RATE_MY_SERVICE"|"CASE_CLOSURE"|"CSAT"|"GENERAL" }' });
    res.status(201).json(mail);
  });
  // A new unread notification for a user (the live badge tests): `{ email | userId, type?, entityId?, message? }`.
  // It is pushed at once on that user's open notification websockets (`pushed`: how many).
  controls.post("/__notifications", express.json(), (req: Request, res: Response) => {
    const created = notifyUser((req.body && typeof req.body === "object" ? req.body : {}) as Record<string, unknown>);
    if (!created) return void res.status(400).json({ status: 400, message: 'Expected { "email": "..." | "userId": "...", "type"?: "ORDER"|"ENQUIRY"|"COMPLAINT"|"ASSET"|"TICKET"|"CONTRACT"|"ORDER_FEEDBACK", "entityId"?: "...", "message"?: "..." }' });
    res.status(201).json({ ...created, pushed: pushNotification(created) });
  });
  // The open notification websockets per user id (what the portal holds open upstream).
  controls.get("/__notifications/sockets", (_req, res) => void res.json(openSockets()));
  // A captcha's answer by its token, and making one expire: tests solve captchas through these.
  controls.get("/__captcha/:token", (req, res) => {
    const found = revealCaptcha(req.params.token);
    if (!found) return void res.status(404).json({ status: 404, message: "Unknown captcha token" });
    res.json(found);
  });
  controls.post("/__captcha/:token/expire", (req, res) => {
    if (!expireCaptcha(req.params.token)) return void res.status(404).json({ status: 404, message: "Unknown captcha token" });
    res.status(204).end();
  });
  // From now on the API answers 401 to this access token, as when it has expired (tests force a
  // refresh with it); the tokens a refresh gives work.
  controls.post("/__tokens/expire", express.json(), (req: Request, res: Response) => {
    const token = (req.body as { accessToken?: unknown } | undefined)?.accessToken;
    if (typeof token !== "string" || token.length < 10) return void res.status(400).json({ status: 400, message: 'Expected { "accessToken": "..." }' });
    expireAccessToken(token);
    res.status(204).end();
  });
  // One user back as seeded (company, tour progress, picture, favourites, preferences): tests of the account switch, the tour, a first visit.
  controls.post("/__users/:userId/reset", (req, res) => {
    if (!resetUser(req.params.userId)) return void res.status(404).json({ status: 404, message: "Unknown user" });
    res.status(204).end();
  });
  // A test's own copy of a user or an order (issue 45): tests that inject faults or read the call
  // log per user, or give feedback once per order, run beside copies of themselves.
  controls.post("/__users/:userId/clone", (req, res) => {
    const clone = cloneUser(req.params.userId);
    if (!clone) return void res.status(404).json({ status: 404, message: "Unknown user" });
    res.status(201).json({ userId: clone.userId, email: clone.email });
  });
  // A new, unread reply from the maker's team on a ticket: `{ "message": "<p>…</p>" }` (issue 40 §2).
  controls.post("/__tickets/:ticketNumber/replies", express.json(), (req: Request, res: Response) => {
    const message = (req.body as { message?: unknown } | undefined)?.message;
    if (typeof message !== "string" || !message.trim()) return void res.status(400).json({ status: 400, message: 'Expected { "message": "<p>…</p>" }' });
    const reply = addStaffReply(req.params.ticketNumber, message);
    if (!reply) return void res.status(404).json({ status: 404, message: "Unknown ticket" });
    res.status(201).json(reply);
  });
  controls.post("/__orders/:orderId/copy", (req, res) => {
    const copy = copyOrder(req.params.orderId);
    if (!copy) return void res.status(404).json({ status: 404, message: "Unknown order" });
    res.status(201).json({ orderId: copy.id });
  });
  // Reseeds the data and drops faults, expired tokens and the call log; sent mails stay (the outbox is append-only).
  controls.post("/__reset", (_req, res) => {
    resetStore();
    clearFaults();
    clearExpiredAccessTokens();
    clearCalls();
    resetLatency();
    res.status(204).end();
  });
  app.use(controls);

  const msw = mswByCall();
  app.use("/api", (req, res, next) => {
    // Mounted under /api, express strips the prefix from req.url; the handlers expect it.
    req.url = req.originalUrl;
    const aborter = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) aborter.abort();
    });
    const ctx: TransportContext = {
      signal: aborter.signal,
      destroyConnection: () => req.socket.destroy(),
      receivedAt: nowMs(),
      // The answer has left (or the client went away): the call's end, for the chain in the bench.
      recorded: (call) => void res.once("close", () => (call.endedAt = nowMs())),
    };
    const answer = () => transport.run(ctx, () => void msw(req.method, req.path)(req, res, next));
    // With a latency, calls that arrive together are all stamped before any handler works: a
    // remote upstream works on them side by side, where this one thread would otherwise stamp
    // each call only after the handlers of those read before it had run.
    if (latency() > 0) setImmediate(answer);
    else answer();
  });

  app.use((_req, res) => {
    res.status(404).json({ status: 404, message: "Not Found" });
  });

  const server = app.listen(port, "127.0.0.1");
  // Idle keep-alive sockets held past any client's pause, as the portal's own server does: Node's
  // 5 s default closes a socket just as a test's request context reuses it (ECONNRESET, seen in a
  // run on a slow host when a test's next control call came about 5 s after its last).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const closeSockets = attachNotificationSockets(server);
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${actualPort}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        closeSockets();
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
