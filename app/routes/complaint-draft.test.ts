import { describe, expect, it } from "vitest";
import { useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { cookieFor, settle } from "../../tests/unit/route-helpers";
import { createRequestContext } from "~/context";
import { saveDraft } from "~/session/drafts.server";
import { loader } from "./_app.complaints.new";

/**
 * Register a Complaint after the session ended under its Submit (issue 51 §4): the draft's asset
 * and type choose the form's stage as the address would, so its reasons are offered and the
 * reason, the description and the rest come back by name (the layout's part).
 */
useInProcessUpstream();

describe("Register a Complaint with a draft", () => {
  it("opens at the drafted asset and type, with that type's reasons", async () => {
    const session = await cookieFor("customer@demo.test");
    const form = new FormData();
    form.append("assetId", "AST-0001");
    form.append("type", "SPARES");
    form.append("reason", "Failure to perform as per commitment");
    form.append("description", "Bag filter frame bent near the hopper.");
    const draft = await saveDraft(new Request("http://portal.test/complaints/new", { method: "POST", body: form }), "/complaints/new", "U-1001");
    const request = new Request("http://portal.test/complaints/new", { headers: { cookie: `${session}; ${draft!.split(";")[0]}` } });
    const out = await settle(() => loader({ request, context: { ...createRequestContext("n") }, params: {} }));
    const body = out.body as { kind: string; view: { assetId: string | null; type: string | null; reasons: string[] } };
    expect(body.kind).toBe("form");
    expect(body.view.assetId).toBe("AST-0001");
    expect(body.view.type).toBe("SPARES");
    expect(body.view.reasons).toContain("Failure to perform as per commitment");
  });

  it("opens an asset that is not listed at its drafted division, past Continue (no JavaScript: the stage the user had reached)", async () => {
    const session = await cookieFor("customer@demo.test");
    const form = new FormData();
    form.append("assetId", "not-listed");
    form.append("type", "OTHER");
    form.append("division", "ENVIRO");
    form.append("serialOcNumber", "OC-778812");
    const draft = await saveDraft(new Request("http://portal.test/complaints/new", { method: "POST", body: form }), "/complaints/new", "U-1001");
    const request = new Request("http://portal.test/complaints/new", { headers: { cookie: `${session}; ${draft!.split(";")[0]}` } });
    const out = await settle(() => loader({ request, context: { ...createRequestContext("n") }, params: {} }));
    const body = out.body as { kind: string; view: { assetId: string | null; type: string | null; ready: boolean; choices: string } };
    expect(body.view.assetId).toBe("not-listed");
    expect(body.view.type).toBe("OTHER");
    expect(body.view.ready).toBe(true);
    expect(body.view.choices).toContain("ENVIRO");
  });
});
