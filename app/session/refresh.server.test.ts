import { beforeEach, describe, expect, it } from "vitest";
import { calls } from "../../mocks/controls";
import { useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { createMemoryState, createUnavailableState, setSharedStateForTests, SharedStateUnavailable, type SharedState } from "~/state/shared-state.server";
import { isRefusal } from "~/upstream/auth.server";
import { refreshOnce, resetRefreshFlightsForTests } from "./refresh.server";

/**
 * Refresh coordination across instances (docs/decisions/037). "Another instance" is this process
 * with its in-process flights forgotten: only the shared state joins the two calls. The test
 * identity accepts each `refresh-U-1001-N` token once (rotation), so a second refresh of one
 * token is refused, which would log the user out.
 */
useInProcessUpstream();

const REFRESH = "/userapi/api/um/auth/refreshTokenAzure";
let serial = 100;
/** A refresh token no other test has used (the test identity remembers used ones). */
const newRefreshToken = () => `refresh-U-1001-${serial++}`;

/** A shared state whose `set` fails (Redis gone between the lock and the result). */
function setFails(inner: SharedState): SharedState {
  return { ...inner, kind: "redis", set: () => Promise.reject(new SharedStateUnavailable(new Error("connection closed"))) };
}

beforeEach(() => {
  resetRefreshFlightsForTests();
  setSharedStateForTests(createMemoryState());
});

describe("refresh across instances", () => {
  it("two instances seeing a 401 at once make one refresh and get the same tokens", async () => {
    const token = newRefreshToken();
    const first = refreshOnce(token);
    resetRefreshFlightsForTests(); // the second call comes from another instance
    const second = refreshOnce(token);
    const [a, b] = await Promise.all([first, second]);
    expect(isRefusal(a)).toBe(false);
    expect(b).toEqual(a);
    expect(calls({ path: REFRESH })).toHaveLength(1);
    // A request still carrying the old token afterwards (a second tab) gets the same result.
    resetRefreshFlightsForTests();
    expect(await refreshOnce(token)).toEqual(a);
    expect(calls({ path: REFRESH })).toHaveLength(1);
  });

  it("keeps the refreshed tokens when the store fails while sharing them (no second refresh with the used token)", async () => {
    setSharedStateForTests(setFails(createMemoryState()));
    const tokens = await refreshOnce(newRefreshToken());
    if (isRefusal(tokens)) throw new Error(`refused: ${tokens.refused}`);
    expect(tokens.refreshToken).toMatch(/^refresh-U-1001-/);
    expect(calls({ path: REFRESH })).toHaveLength(1);
  });

  it("refreshes without coordination when the store is down", async () => {
    setSharedStateForTests(createUnavailableState());
    expect(isRefusal(await refreshOnce(newRefreshToken()))).toBe(false);
    expect(calls({ path: REFRESH })).toHaveLength(1);
  });

  it("shares a refused refresh too: the other instance does not try the token again", async () => {
    const used = newRefreshToken();
    expect(isRefusal(await refreshOnce(used))).toBe(false);
    setSharedStateForTests(createMemoryState());
    resetRefreshFlightsForTests();
    // The used token again, on a store that never saw it: the identity refuses it, once.
    expect(await refreshOnce(used)).toEqual({ refused: "expired" });
    resetRefreshFlightsForTests();
    expect(await refreshOnce(used)).toEqual({ refused: "expired" });
    expect(calls({ path: REFRESH })).toHaveLength(2);
  });
});
