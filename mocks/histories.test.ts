import { describe, expect, it } from "vitest";
import { api, tokenFor, useInProcessUpstream } from "./handlers/test-setup";

useInProcessUpstream();

type History = { history: { date: string; type: string; reference: string | null }[] };
type Services = { services: { visitId: string; serviceId: string; assetId: string; visitDate: string; engineerName: string; serviceName: string }[]; totalElements: number; totalPages: number };
type AssetView = { installationDate: string | null; warrantyStatus: string | null; projectStage: string | null; warrantyExpiredDate: string | null };

describe("histories and the asset's installation in the embedded upstream (issue 33 §3)", () => {
  it("gives an asset its installation date, warranty state and project stage", async () => {
    const token = await tokenFor("customer@demo.test");
    const get = async (id: string) => (await api(`/assetsApi/assets/get-asset-by-id/${id}`, { token })).json.data as AssetView;
    const commissioned = await get("AST-0003");
    expect(commissioned).toMatchObject({ projectStage: "I&C Completed", installationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(commissioned.warrantyStatus).toBe(commissioned.warrantyExpiredDate! < new Date().toISOString().slice(0, 10) ? "expiredWarranty" : "activeWarranty");
    expect(await get("AST-0004")).toMatchObject({ projectStage: "Pre-Installation", installationDate: null });
    expect((await get("AST-0006")).projectStage).toBe("Performance Handover");
    expect(await get("AST-0002")).toMatchObject({ projectStage: null, warrantyStatus: null });
  });

  it("answers an asset's history newest first, with its complaints, and 404 outside the company", async () => {
    const token = await tokenFor("customer@demo.test");
    const { history } = (await api("/assetsApi/assets/history/AST-0005", { token })).json.data as History;
    expect(history.map((e) => e.type)).toEqual(expect.arrayContaining(["INSTALLED", "COMMISSIONED"]));
    expect([...history].sort((a, b) => b.date.localeCompare(a.date))).toEqual(history);
    expect(history.every((e) => e.date.slice(0, 10) <= new Date().toISOString().slice(0, 10))).toBe(true);
    expect((await api("/assetsApi/assets/history/AST-0005", { token: await tokenFor("product@demo.test") })).status).toBe(404);
  });

  it("lists the service visits done under the caller's contracts, by asset, newest first", async () => {
    const token = await tokenFor("customer@demo.test");
    const all = (await api("/serviceapi/services/history/getServices?page=0&size=50", { token })).json.data as Services;
    expect(all.totalElements).toBeGreaterThan(0);
    const one = (await api("/serviceapi/services/history/getServices?page=0&size=2&assetId=AST-0005", { token })).json.data as Services;
    expect(one.totalElements).toBe(4);
    expect(one.services).toHaveLength(2);
    expect(one.services.every((s) => s.assetId === "AST-0005" && s.engineerName && s.serviceName)).toBe(true);
    expect(one.services[0].visitDate >= one.services[1].visitDate).toBe(true);
    expect((await api("/serviceapi/services/history/getServices?assetId=AST-0005", { token: await tokenFor("product@demo.test") })).status).toBe(404);
    const other = (await api("/serviceapi/services/history/getServices", { token: await tokenFor("product@demo.test") })).json.data as Services;
    expect(other.services.some((s) => s.assetId === "AST-0005")).toBe(false);
  });
});
