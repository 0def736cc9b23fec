import { afterEach, describe, expect, it } from "vitest";
import { calls, clearFaults, injectFault, resetLatency, setLatency } from "../../mocks/controls";
import { useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { sessionFor } from "../../tests/unit/session-for";
import type { Auth } from "~/session/guard.server";
import { complaintFormState } from "./complaint-state.server";

useInProcessUpstream();
afterEach(() => {
  resetLatency();
  clearFaults();
});

async function customer(): Promise<Auth> {
  const session = await sessionFor("complaint.js@demo.test");
  return { user: session.user!, session, internal: false, acting: false, company: session.user!.accountName };
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
    expect(state.view.items?.failed).toBeNull();
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

describe("the complaint form's state for an asset that is not listed", () => {
  it("offers 'My asset is not listed' last, and its divisions and regions only once it is chosen", async () => {
    const plain = await complaintFormState(await customer(), {});
    // The picker lists the user's assets; the form offers "My asset is not listed" after them while they loaded.
    expect(plain.view.assetsFailed).toBe(false);
    expect(plain.view.picker.options.length).toBeGreaterThan(0);
    expect(plain.view.notListed).toBeNull();
    expect(calls({ path: "/assetsApi/assets/regions" })).toHaveLength(0);
  });

  it("asks for the regions and divisions together with the assets, and takes the product and PO rule from the division", async () => {
    setLatency(LATENCY);
    const state = await complaintFormState(await customer(), { assetId: "not-listed", type: "SPARES", division: "TBWES" });
    expect(state.view.assetId).toBe("not-listed");
    expect(state.view.types.map((t) => t.value)).toEqual(["SPARES", "SERVICES", "OTHER"]);
    expect(state.view.type).toBe("SPARES");
    expect(state.view.items).toBeNull();
    expect(state.view.productFamily).toBe("Large Boilers & Fired Heaters");
    expect(state.view.poRequired).toBe(true);
    expect(state.view.notListed?.regions[0]).toEqual({ value: "HEAD_OFFICE", label: "Head Office" });
    expect(state.view.notListed?.divisions.map((d) => d.value)).toEqual(["COOLING", "ENVIRO", "HEATING", "TBWES", "WATER"]);
    expect(state.context.regions).toContain("EAST");
    const started = calls().map((c) => c.startedAt!);
    expect(calls({ path: "/assetsApi/assets/divisions" })).toHaveLength(1);
    expect(Math.max(...started) - Math.min(...started)).toBeLessThan(LATENCY * 0.75);
  });

  it("does not offer it, nor accept it, when the asset list did not load (the asset may well be in it)", async () => {
    injectFault({ call: "GET /assetsApi/assets/get-assets-v2", mode: 500, times: 2 });
    const state = await complaintFormState(await customer(), { assetId: "not-listed", type: "OTHER", division: "COOLING" });
    expect(state.view.assetsFailed).toBe(true);
    expect(state.view.picker).toMatchObject({ failed: true, options: [], chosen: null });
    expect(state.view.notListed).toBeNull();
    expect(state.view.assetId).toBeNull();
    expect(state.context.regions).toBeUndefined();
  });

  it("clears an order type with the spec's text (it has no orders in the portal)", async () => {
    const state = await complaintFormState(await customer(), { assetId: "not-listed", type: "ACTIVE_ORDER" });
    expect(state.typeCleared).toBe(true);
    expect(state.view.type).toBeNull();
    expect(state.view.info).toBe("The selected asset doesn\u2019t have an Active Order. Please select another complaint type.");
  });
});
