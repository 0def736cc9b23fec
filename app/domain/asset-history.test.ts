import { describe, expect, it } from "vitest";
import { assetPageDetails } from "./asset-view.server";
import { PROJECT_STAGES, projectSteps } from "./assets";
import { assetEventLabel, projectStageLabel, warrantyStatusLabel } from "./labels";
import type { AssetRecord } from "./asset-data";

describe("the project stage of an asset being installed (issue 33 §3)", () => {
  it("marks the stages before the current one done, the current one current, the rest next", () => {
    expect(projectSteps("Erection", "Yet to commision")?.map((s) => s.state)).toEqual(["done", "done", "current", "next", "next", "next", "next"]);
    expect(projectSteps("pre-installation ", "Uncommisioned")?.[0]).toEqual({ stage: "Pre-Installation", state: "current" });
    expect(projectSteps("I&C Completed", null)?.map((s) => s.state).at(-1)).toBe("current");
  });

  it("has no stepper without a known stage, or once the asset is commissioned", () => {
    expect(projectSteps(null, "Uncommisioned")).toBeNull();
    expect(projectSteps("Painting", "Uncommisioned")).toBeNull();
    expect(projectSteps("Erection", "Commisioned")).toBeNull();
  });

  it("labels every stage in Title Case, one label each", () => {
    const labels = PROJECT_STAGES.map(projectStageLabel);
    expect(labels).toEqual(["Pre-Installation", "Material Inspection", "Erection", "Mechanical Completion", "Commissioning", "Performance Handover", "I&C Completed"]);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe("warranty states and asset events as words", () => {
  it("words the spec's two warranty states and nothing else", () => {
    expect(warrantyStatusLabel("activeWarranty")).toBe("Active");
    expect(warrantyStatusLabel("expiredWarranty")).toBe("Expired");
    expect(warrantyStatusLabel("ACTIVE")).toBeNull();
    expect(warrantyStatusLabel(null)).toBeNull();
  });

  it("words every event code of history/{assetId}, never the code", () => {
    for (const code of ["READY_FOR_DISPATCH", "INSTALLED", "COMMISSIONED", "WARRANTY_ENDED", "AMC_ENDED", "COMPLAINT_REGISTERED", "COMPLAINT_CLOSED"]) {
      const label = assetEventLabel(code);
      expect(label, code).toMatch(/^[A-Z][A-Za-z]*( (for|[A-Z][A-Za-z]*))*$/);
      expect(label).not.toContain("_");
    }
    expect(assetEventLabel("SOMETHING_NEW")).toBeNull();
  });
});

describe("the asset page's details", () => {
  const base = {
    id: "AST-1", accountName: null, name: "Boiler 1", thermaxName: "Shellmax SM-1", division: "HEATING", poNumber: null, productFamily: null, city: null, state: null,
    ascEndDate: null, warrantyExpiredDate: "2027-01-21", commisioningStatus: "Uncommisioned", ibgCommissioningDate: null, edd: null,
    installationDate: "2026-06-18T00:00:00Z", warrantyStatus: "activeWarranty", projectStage: "Commissioning", isFvrt: false,
    documentCount: { drawings: { totalCount: 0, unreadCount: 0 }, reports: { totalCount: 0, unreadCount: 0 }, others: { totalCount: 0, unreadCount: 0 } },
  } satisfies AssetRecord;

  it("says the installation date, the warranty's state with its date, and the stepper's steps", () => {
    const d = assetPageDetails(base, "2026-11-27");
    expect(d.installed).toBe("18 Jun 2026");
    expect(d.warranty).toEqual({ text: "Active until 21 Jan 2027", expired: false });
    expect(d.stages?.map((s) => s.className)).toEqual(["step step-done", "step step-done", "step step-done", "step step-done", "step step-current", "step step-next", "step step-next"]);
    expect(d.stages?.[4]).toMatchObject({ label: "Commissioning", current: true, sr: " (current stage)" });
  });

  it("takes the upstream's warranty state, else the date against today", () => {
    expect(assetPageDetails({ ...base, warrantyStatus: "expiredWarranty", warrantyExpiredDate: "2025-11-14" }, "2026-11-27").warranty).toEqual({ text: "Expired on 14 Nov 2025", expired: true });
    expect(assetPageDetails({ ...base, warrantyStatus: null, warrantyExpiredDate: "2025-11-14" }, "2026-11-27").warranty?.expired).toBe(true);
    expect(assetPageDetails({ ...base, warrantyStatus: null, warrantyExpiredDate: null }, "2026-11-27").warranty).toBeNull();
    expect(assetPageDetails({ ...base, installationDate: null, projectStage: null }, "2026-11-27")).toMatchObject({ installed: null, stages: null });
  });
});
