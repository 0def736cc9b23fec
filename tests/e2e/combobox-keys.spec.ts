import { expect, test } from "./fixtures";
import { signIn } from "./support";

/**
 * The comboboxes' keys (issue 40 §6): no option is active until the user moves to one, so Down then
 * Enter picks the first real match, and Enter with nothing chosen in the header search opens the
 * results page. customer@demo.test's records are only read. JavaScript only: without it both are
 * plain forms (search.spec.ts, complaint.spec.ts).
 */
test.describe("@js-only", () => {

  test("header search: typing activates nothing; Enter opens the results page, Down then Enter the first match", async ({ page }) => {
    await signIn(page, "customer@demo.test", "/account-settings");
    const plain = page.getByRole("banner").getByRole("searchbox", { name: "Search assets, orders and tickets" });
    await plain.click();
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search assets, orders and tickets" });
    await expect(box).toBeFocused();
    await page.keyboard.type("Shellmax");
    const options = page.getByRole("listbox", { name: "Search results" }).getByRole("option");
    await expect(options.first()).toBeVisible();
    // Nothing active while only typing: no option is marked, the box points at none.
    await expect(page.getByRole("listbox", { name: "Search results" }).locator("[data-focus]")).toHaveCount(0);
    await expect(box).not.toHaveAttribute("aria-activedescendant", /.+/);
    await box.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "Shellmax");

    await page.goto("/account-settings");
    await plain.click();
    await expect(box).toBeFocused();
    await page.keyboard.type("Shellmax");
    const first = options.first();
    await expect(first).toBeVisible();
    const firstName = (await first.textContent()) ?? "";
    await box.press("ArrowDown");
    await expect(first).toHaveAttribute("data-focus", /.*/);
    await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await box.press("Enter");
    expect(firstName).toContain("Shellmax");
    await expect(page).toHaveURL(/\/asset\/AST-/);
  });

  test("asset picker: typing activates nothing; Down then Enter picks the first match", async ({ page }) => {
    await signIn(page, "customer@demo.test", "/complaints/new");
    const d = page.getByRole("dialog", { name: "Register a Complaint" });
    await d.getByRole("textbox", { name: "Asset", exact: true }).click();
    const box = d.getByRole("combobox", { name: "Asset", exact: true });
    await expect(box).toBeFocused();
    await page.keyboard.type("Shellmax");
    const options = d.getByRole("listbox", { name: "Matching assets" }).getByRole("option");
    // The matches for the text (not the first assets listed on opening, still shown while it is asked).
    await expect.poll(async () => {
      // (The complaint's own last option, 'My asset is not listed', is always there.)
      const texts = (await options.allTextContents()).filter((t) => t !== "My asset is not listed");
      return texts.length > 0 && texts.every((t) => /Shellmax/i.test(t));
    }).toBe(true);
    await expect(d.getByRole("listbox", { name: "Matching assets" }).locator("[data-focus]")).toHaveCount(0);
    const firstName = ((await options.first().locator("span").first().textContent()) ?? "").trim();
    await box.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("data-focus", /.*/);
    await box.press("Enter");
    await expect(box).toHaveValue(firstName);
  });
});
