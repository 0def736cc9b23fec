import { beforeAll, vi } from "vitest";
import { useStreamTransport, useTransport } from "~/upstream/transport.server";
import { setEnvForTests } from "~/env.server";
import { setSharedStateForTests } from "~/state/shared-state.server";
import { resetRateLimits } from "~/security/rate-limit.server";
import { resetRefreshFlightsForTests } from "~/session/refresh.server";
import { resetRefreshStateForTests } from "~/session/session.server";
import { resetCookiesForTests } from "~/session/cookies.server";
import { forgetUnsealedForTests } from "~/session/sealed-cookie.server";
import { clearCalls, clearFaults, setIdentityBridge } from "../../mocks/controls";
import { resetStore } from "../../mocks/store";
import { resetLatency } from "../../mocks/latency";
import { codeMails, wrongCodes } from "../../mocks/identity/limits";
import { fetchStreamTransport, fetchTransport } from "./fetch-transport";

/**
 * The unit suite's files share their worker's modules (vitest.config.ts: isolate false, a fifth
 * of the time), so this file, run after setup-env.ts before each of them, gives each the same
 * start: the settings of setup-env.ts and nothing else, the in-process upstream's seed, no fault,
 * count or limit left by the file before, real timers, no stub.
 */
const baseline = ((globalThis as { __unitEnvBaseline?: NodeJS.ProcessEnv }).__unitEnvBaseline ??= { ...process.env });
beforeAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const key of Object.keys(process.env)) if (!(key in baseline)) delete process.env[key];
  Object.assign(process.env, baseline);
  setEnvForTests(undefined);
  setSharedStateForTests(undefined);
  resetRateLimits();
  resetRefreshFlightsForTests();
  resetRefreshStateForTests();
  resetCookiesForTests();
  forgetUnsealedForTests();
  setIdentityBridge();
  resetStore();
  clearFaults();
  clearCalls();
  resetLatency();
  codeMails.clear();
  wrongCodes.clear();
  useTransport(fetchTransport);
  useStreamTransport(fetchStreamTransport);
});
