import type { Redis } from "ioredis";
import { logger } from "~/log/logger.server";
import { sharedRedis } from "./shared-state.server";

/**
 * Sign-outs as they happen, to every instance (docs/decisions/058): the open notification streams
 * of a session that a logout ended close at once, whichever instance holds them. Each sign-out is
 * also recorded in the shared state (sign-outs.server.ts), which refuses the session's next
 * request anyway; this only makes the long-lived streams end without waiting for one.
 *
 * In memory (one instance): listeners of this process. With REDIS_URL: Redis pub/sub on one
 * channel, a subscriber connection per instance opened with the first listener. A publish that
 * cannot reach Redis still reaches this instance's listeners.
 */
export const SIGN_OUT_CHANNEL = "portal:sign-outs";

export type SignOutListener = (userId: string, at: number) => void;

const listeners = new Set<SignOutListener>();
let subscriber: Redis | null = null;

function deliver(userId: string, at: number) {
  for (const listener of listeners) {
    try {
      listener(userId, at);
    } catch (error) {
      logger.error({ event: "sign-out-bus", err: error }, "a sign-out listener failed");
    }
  }
}

/** `userId` and the time, as one message: "<at> <userId>". */
export function encodeSignOut(userId: string, at: number): string {
  return `${at} ${userId}`;
}

export function decodeSignOut(message: string): { userId: string; at: number } | null {
  const match = /^(\d{1,16}) (\S{1,200})$/.exec(message);
  return match ? { userId: match[2], at: Number(match[1]) } : null;
}

function subscribe(redis: Redis) {
  // A connection of its own (a subscribed connection runs no other command), which queues its
  // SUBSCRIBE until connected and subscribes again after every reconnect (ioredis does).
  subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined, lazyConnect: false });
  subscriber.on("error", () => undefined); // The shared client logs Redis being down.
  subscriber.on("message", (channel: string, message: string) => {
    if (channel !== SIGN_OUT_CHANNEL) return;
    const decoded = decodeSignOut(message);
    if (decoded) deliver(decoded.userId, decoded.at);
  });
  subscriber.subscribe(SIGN_OUT_CHANNEL).catch((error: unknown) => logger.warn({ event: "sign-out-bus", err: error }, "could not subscribe to sign-outs"));
}

/** Calls `listener` with every sign-out from now on; returns the unsubscribe. */
export function onSignOut(listener: SignOutListener): () => void {
  listeners.add(listener);
  const redis = sharedRedis();
  if (redis && !subscriber) subscribe(redis);
  return () => void listeners.delete(listener);
}

/** Tells every instance (this one at once) that `userId` signed out at `at`. */
export async function publishSignOut(userId: string, at: number): Promise<void> {
  deliver(userId, at);
  const redis = sharedRedis();
  if (!redis) return;
  try {
    await redis.publish(SIGN_OUT_CHANNEL, encodeSignOut(userId, at));
  } catch (error) {
    logger.warn({ event: "sign-out-bus", userId, err: error }, "could not publish a sign-out; other instances' streams end at their next reconnect");
  }
}
