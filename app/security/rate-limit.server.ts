import { isIPv4, isIPv6 } from "node:net";
import { data, type HeadersFunction } from "@remix-run/node";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "~/env.server";
import { logger } from "~/log/logger.server";
import { metrics } from "~/log/metrics.server";
import { sharedRedis } from "~/state/shared-state.server";

/**
 * Per-client-address limits for the public pages (docs/decisions/026-public-abuse-limits.md).
 * The client address is Express's `req.ip`, which follows X-Forwarded-For only when TRUST_PROXY
 * names the proxy in front (server.js), handed over as `context.clientAddress`.
 *
 * `createLimiter` is the one place a limiter is built: with the shared state on Redis (REDIS_URL)
 * the counts live there and hold across instances (RateLimiterRedis, docs/decisions/037), with an
 * in-memory limiter as insurance while Redis is down; otherwise in this process's memory.
 */
export const RATE_LIMITS = {
  /** Urban-water lead posts (every attempt counts, valid or not). */
  "urban-water-submit": { points: 10, durationS: 15 * 60 },
  /** New captchas: each /urban-water page view and each "New captcha". */
  captcha: { points: 30, durationS: 15 * 60 },
  /** Contact Us posts per client address (every attempt counts; docs/decisions/113): each may e-mail the support team. */
  "contact-us-submit": { points: 10, durationS: 15 * 60 },
  /** Survey answers posted (every post, counted before the upstream is asked). */
  "survey-submit": { points: 20, durationS: 15 * 60 },
  /**
   * Survey page views (the six survey pages' loaders, bad links included), each of which may ask
   * the upstream about an invitation: one visitor answering a survey needs about five
   * (SURVEY_VIEWS_PER_WINDOW overrides it; docs/decisions/025).
   */
  "survey-view": { points: Number(process.env.SURVEY_VIEWS_PER_WINDOW) || 30, durationS: 10 * 60 },
  /**
   * Sign-in starts (the portal's Sign in / Sign up buttons). Generous: an office behind one address
   * signs in every morning; it stops scripted floods (SIGN_IN_STARTS_PER_WINDOW overrides it).
   */
  "sign-in": { points: Number(process.env.SIGN_IN_STARTS_PER_WINDOW) || 300, durationS: 15 * 60 },
  /**
   * Notification stream opens per minute, per user and per client address (docs/decisions/062):
   * a browser opens one per tab and again after each break. Settings in app/env.server.ts.
   */
  get "stream-open-user"() {
    return { points: env().NOTIFICATION_STREAM_OPENS_PER_USER_PER_MINUTE, durationS: 60 };
  },
  get "stream-open-address"() {
    return { points: env().NOTIFICATION_STREAM_OPENS_PER_ADDRESS_PER_MINUTE, durationS: 60 };
  },
  /**
   * The invite dialog's e-mail check (an upstream lookup of any address: docs/decisions/062), per
   * user and per client address; and the invite's submit, which says why an address is refused.
   * Settings in app/env.server.ts.
   */
  get "invite-check-user"() {
    return { points: env().INVITE_CHECKS_PER_USER, durationS: 15 * 60 };
  },
  get "invite-check-address"() {
    return { points: env().INVITE_CHECKS_PER_ADDRESS, durationS: 15 * 60 };
  },
  get "invite-submit-user"() {
    return { points: env().INVITE_SUBMITS_PER_USER, durationS: 15 * 60 };
  },
  /** List downloads (CSV or Excel) per user: each reads every page of a list upstream (docs/decisions/102). */
  get "list-export-user"() {
    return { points: env().LIST_EXPORTS_PER_USER, durationS: 15 * 60 };
  },
  /** Asset labels per user, counted label by label (issue 51 §6). */
  get "labels-user"() {
    return { points: env().LABELS_PER_USER, durationS: 15 * 60 };
  },
  /** Service records per user (issue 51 §6). */
  get "service-record-user"() {
    return { points: env().SERVICE_RECORDS_PER_USER, durationS: 15 * 60 };
  },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

function createLimiter(name: RateLimitName): RateLimiterAbstract {
  const rule = RATE_LIMITS[name];
  const memory = new RateLimiterMemory({ keyPrefix: `portal:${name}`, points: rule.points, duration: rule.durationS });
  const redis = sharedRedis();
  if (!redis) return memory;
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `portal:rl:${name}`,
    points: rule.points,
    duration: rule.durationS,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

const limiters = new Map<RateLimitName, RateLimiterAbstract>();

function limiter(name: RateLimitName): RateLimiterAbstract {
  let found = limiters.get(name);
  if (!found) {
    found = createLimiter(name);
    limiters.set(name, found);
  }
  return found;
}

/** Eight 16-bit groups of an IPv6 address (which net.isIPv6 has accepted), as numbers. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1].split(".").map(Number);
    text = `${text.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const parse = (part: string | undefined) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const front = parse(head);
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The key one client is counted under: an IPv4 address as it is (IPv4-mapped IPv6 included), an
 * IPv6 address by its /64 (one home or office gets a whole /64, so counting single addresses
 * would let it rotate through 2^64 of them), anything else under one shared "unknown" key.
 */
export function clientKey(address: string | undefined): string {
  const raw = (address ?? "").trim().replace(/%.*$/, "").toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(raw);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(raw)) return raw;
  if (isIPv6(raw)) {
    const groups = ipv6Groups(raw);
    return `${groups
      .slice(0, 4)
      .map((g) => g.toString(16))
      .join(":")}::/64`;
  }
  return "unknown";
}

export type LimitCheck = { limited: false } | { limited: true; retryAfterS: number };

/** Counts one request of this client against a limit. */
export function takePoint(name: RateLimitName, clientAddress: string | undefined): Promise<LimitCheck> {
  return consume(name, clientKey(clientAddress));
}

/**
 * Counts one request (or `points`: a label sheet counts its labels) of this user (by id) against a
 * limit of its own, whatever address they use. Pass the person acting (`actorId`, guard.server.ts):
 * an admin acting as a customer is counted as the admin.
 */
export function takeUserPoint(name: RateLimitName, userId: string, points = 1): Promise<LimitCheck> {
  return consume(name, `user:${userId}`, points);
}

/** A signed-in page's 429 (the shell's refusal panel with these words, and Retry-After), thrown when `limit` refused. */
export function throwIfLimited(limit: LimitCheck, copy: { title: string; text: (minutes: number) => string }): void {
  if (!limit.limited) return;
  const minutes = Math.ceil(limit.retryAfterS / 60);
  throw data({ title: copy.title, text: copy.text(minutes) }, { status: 429, headers: { "Retry-After": String(limit.retryAfterS) } });
}

async function consume(name: RateLimitName, key: string, points = 1): Promise<LimitCheck> {
  try {
    await limiter(name).consume(key, points);
    return { limited: false };
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      metrics.rateLimitRefusals.inc({ limit: name });
      logger.warn({ event: "rate-limit", limit: name }, "request refused by a rate limit");
      return { limited: true, retryAfterS: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
    }
    // A store failure lets the request through: the limits slow abuse down, they are not what
    // keeps the portal correct.
    logger.error({ event: "rate-limit", limit: name, err: error }, "rate limiter failed");
    return { limited: false };
  }
}

/** Forget every count (unit tests). */
export function resetRateLimits(): void {
  limiters.clear();
}

/** A public page's 429: the view says how long to wait, the header says it to machines. */
export function limitedResponse(retryAfterS: number) {
  return data({ kind: "limited" as const, retryAfterS }, { status: 429, headers: { "Retry-After": String(retryAfterS) } });
}

/**
 * A public route's `headers` export: passes Retry-After on to the document response (Remix
 * applies loader and action headers to a page only through this export).
 */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};
