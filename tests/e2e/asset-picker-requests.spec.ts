import { expect, test } from "./fixtures";
import { injectFault, PORTAL, signIn } from "./support";

/**
 * The asset picker's data for the combobox, `GET /asset-picker?q=` (issue 33 §2, docs/decisions/071):
 * requests only, so once, in the http project. The picker in the dialogs: asset-picker.spec.ts.
 */
test("the picker's matches: the user's own assets only, the text cut to 100 characters, a failed list a 502", async ({ page }) => {
  // A user of its own: the fault below must not reach another test's asset list.
  await signIn(page, "picker@demo.test", "/");
  const answer = async (q: string) => {
    const response = await page.request.get(`/asset-picker?q=${encodeURIComponent(q)}`);
    return { status: response.status(), body: (await response.json()) as { query: string; total: number; failed: boolean; options: { id: string; label: string; family: string }[] } };
  };
  const all = await answer("");
  expect(all.status).toBe(200);
  expect(all.body).toMatchObject({ query: "", total: 14, failed: false });
  expect(all.body.options).toHaveLength(8);
  const water = await answer("Water and Waste");
  expect(water.body.options.map((o) => o.id)).toEqual(["AST-0003", "AST-0008", "AST-0013"]);
  expect(water.body.options[0]).toEqual({ id: "AST-0003", label: "Sewage Treatment Plant Block 3 (Sewage Treatment Plant WTP-511)", detail: "Water and Waste Solution · P.O. PO/1001/2025/0314", family: "Water and Waste Solution" });
  // Another company's asset is never found (AST-0015 is Vidarbha Power's).
  expect((await answer("AST-0015")).body.total).toBe(0);
  expect((await answer("x".repeat(300))).body.query).toHaveLength(100);

  await injectFault(page.request, { call: "GET /assetsApi/assets/get-assets-v2", mode: 500, userId: "U-9921" });
  const failed = await answer("boiler");
  expect(failed.status).toBe(502);
  expect(failed.body).toMatchObject({ failed: true, options: [] });
});

test("signed out, the picker's matches send to /login and are not remembered as the page to return to", async ({ request }) => {
  const response = await request.get(`${PORTAL}/asset-picker?q=boiler`, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/login");
  expect(response.headers()["set-cookie"] ?? "").not.toContain("return-to");
});
