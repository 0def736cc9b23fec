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

interface FormView {
  assetId: string | null;
  type: string | null;
  reasons: string[];
  ready: boolean;
  choices: string;
}

/** The form's loader for a signed-in customer whose session ended with these fields typed. */
async function openWithDraft(fields: Record<string, string>) {
  const session = await cookieFor("customer@demo.test");
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const draft = await saveDraft(new Request("http://portal.test/complaints/new", { method: "POST", body: form }), "/complaints/new", "U-1001");
  const request = new Request("http://portal.test/complaints/new", { headers: { cookie: `${session}; ${draft!.split(";")[0]}` } });
  const out = await settle(() => loader({ request, context: { ...createRequestContext("n") }, params: {} }));
  return out.body as { kind: string; view: FormView };
}

describe("Register a Complaint with a draft", () => {
  it("opens at the drafted asset and type, with that type's reasons", async () => {
    const body = await openWithDraft({
      assetId: "AST-0001",
      type: "SPARES",
      reason: "Failure to perform as per commitment",
      description: "Bag filter frame bent near the hopper.",
    });
    expect(body.kind).toBe("form");
    expect(body.view.assetId).toBe("AST-0001");
    expect(body.view.type).toBe("SPARES");
    expect(body.view.reasons).toContain("Failure to perform as per commitment");
  });

  it("opens an asset that is not listed at its drafted division, past Continue (no JavaScript: the stage the user had reached)", async () => {
    const body = await openWithDraft({ assetId: "not-listed", type: "OTHER", division: "ENVIRO", serialOcNumber: "OC-778812" });
    expect(body.view.assetId).toBe("not-listed");
    expect(body.view.type).toBe("OTHER");
    expect(body.view.ready).toBe(true);
    expect(body.view.choices).toContain("ENVIRO");
  });
});
