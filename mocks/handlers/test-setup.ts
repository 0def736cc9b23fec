/** Shared in-process setup for the mock's own tests. */
import { afterAll, afterEach, beforeAll } from "vitest";
import { clearCalls } from "../calls";
import { clearFaults } from "../faults";
import { resetLatency } from "../latency";
import { server } from "../node";
import { resetStore } from "../store";
import { setIdentityBridge } from "./auth-context";
import { createTestBridge, mintTestToken } from "./testing";

export const BASE = "http://upstream.test/api";

export function useInProcessUpstream() {
  const test = createTestBridge();
  beforeAll(() => {
    setIdentityBridge(test.bridge);
    server.listen({ onUnhandledRequest: "error" });
  });
  afterEach(() => {
    // Handlers a test added with server.use: one file's must not answer the next file's calls
    // (the unit suite runs its files in shared workers, vitest.config.ts).
    server.resetHandlers();
    resetStore();
    clearFaults();
    clearCalls();
    resetLatency();
    test.revoked.length = 0;
    test.ended.length = 0;
  });
  afterAll(() => {
    server.close();
    setIdentityBridge();
  });
  return test;
}

export async function tokenFor(email: string, issuedAt?: number): Promise<string> {
  const { findUserByEmail } = await import("../data/users");
  const user = findUserByEmail(email);
  return mintTestToken(user?.userId ?? "U-9999", email, issuedAt);
}

export async function api(path: string, init: RequestInit & { token?: string; json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  const res = await fetch(`${BASE}${path}`, { ...init, headers, body });
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    // left undefined for non-JSON bodies
  }
  return { status: res.status, json: json as { status: number; data?: unknown; message?: string } & Record<string, unknown>, text };
}
