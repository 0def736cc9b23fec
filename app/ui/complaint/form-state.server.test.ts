import { afterEach, describe, expect, it } from "vitest";
import { calls, resetLatency, setLatency } from "../../../mocks/controls";
import { useInProcessUpstream } from "../../../mocks/handlers/test-setup";
import { sessionFor } from "../../../tests/unit/session-for";
import type { Auth } from "~/session/guard.server";
import { complaintFormState } from "./form-state.server";

useInProcessUpstream();
afterEach(() => resetLatency());

async function customer(): Promise<Auth> {
  const session = await sessionFor("complaint.js@demo.test");
  return { user: session.user!, session, internal: false, acting: false };
}

const LATENCY = 200;

describe("the complaint form's state for preselected values", () => {
  it("asks for the chosen asset's active orders together with the assets (no waterfall)", async () => {
    setLatency(LATENCY);
    const state = await complaintFormState(await customer(), { assetId: "AST-0035", type: "ACTIVE_ORDER" });
    expect(state.view.type).toBe("ACTIVE_ORDER");
    expect(state.view.orderOptions?.map((o) => o.value)).toContain("ORD-0025");
    const [orders] = calls({ path: "/orderapi/v2/orders/AST-0035" });
    const [assets] = calls({ path: "/assetsApi/*" }).filter((c) => c !== orders);
    // Both started before either answer (LATENCY) could have come back.
    expect(Math.abs(orders.startedAt! - assets.startedAt!)).toBeLessThan(LATENCY * 0.75);
  });

  it("asks for the chosen asset's spares together with the assets", async () => {
    setLatency(LATENCY);
    const state = await complaintFormState(await customer(), { assetId: "AST-0035", type: "SPARES" });
    expect(state.view.items?.failed).toBe(false);
    const [spares] = calls({ path: "/assetsApi/assets/spare-recommendations/AST-0035" });
    const started = calls().map((c) => c.startedAt!);
    expect(Math.max(...started) - Math.min(...started)).toBeLessThan(LATENCY * 0.75);
    expect(spares).toBeDefined();
  });

  it("shows nothing of an asset that is not the user's, whatever was asked", async () => {
    const state = await complaintFormState(await customer(), { assetId: "AST-9999", type: "ACTIVE_ORDER" });
    expect(state.view.assetId).toBeNull();
    expect(state.view.type).toBeNull();
    expect(state.view.orderOptions).toBeNull();
    expect(state.context.orderOrEnquiryIds?.("AST-9999", "ACTIVE_ORDER")).toBeUndefined();
  });
});
