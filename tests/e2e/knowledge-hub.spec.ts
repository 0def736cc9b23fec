import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./support";

/**
 * The knowledge hub (issue 13 §5) and the resin tool's page (§6, docs/decisions/040). Read-only.
 */
const cards = (page: Page) => page.getByRole("list", { name: "Knowledge resources" }).getByRole("listitem");

test("the knowledge hub filters by section, type and product in the URL, and pages 12 at a time", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/knowledge-hub");
  await expect(page.getByRole("heading", { name: "Knowledge Hub", level: 1 })).toBeVisible();
  // The live-monitoring promo card is hidden here.
  await expect(page.getByRole("link", { name: "Explore Edge Live benefits" })).toHaveCount(0);
  await expect(cards(page)).toHaveCount(12);
  const firstTitle = await cards(page).first().getByRole("heading").textContent();

  const pager = page.getByRole("navigation", { name: "Knowledge pages" });
  await pager.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/knowledge-hub\?page=2$/);
  await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(cards(page).first().getByRole("heading")).not.toHaveText(firstTitle!);

  const filters = page.getByRole("search", { name: "Filter knowledge resources" });
  await filters.getByLabel("Section").selectOption({ label: "Training materials" });
  await filters.getByRole("checkbox", { name: "Video" }).check();
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/knowledge-hub\?section=TRAINING_MATERIALS&type=Video$/);
  // Every card shown is a training video, and there are some.
  await expect(cards(page).filter({ hasNotText: "Training materials" })).toHaveCount(0);
  await expect(cards(page).filter({ hasNotText: "Video" })).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();
  for (const link of await cards(page).getByRole("link", { name: /^Watch video/ }).all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  // The filters show what is applied.
  await expect(filters.getByLabel("Section")).toHaveValue("TRAINING_MATERIALS");

  await page.getByRole("link", { name: "Reset Filters" }).click();
  await expect(page).toHaveURL(/\/knowledge-hub$/);
  await filters.getByText("Solutions and products").click();
  await filters.getByRole("checkbox", { name: "ESP" }).check();
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/knowledge-hub\?product=ESP$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText("Air Pollution Control · ESP");
  await expect(filters.getByRole("checkbox", { name: "ESP" })).toBeChecked();
});

test("an item whose address is not http(s) is shown without a link", { tag: "@same-without-js" }, async ({ page }) => {
  // The seeded Chemical article's url is "javascript:alert(document.domain)" (mocks/store/knowledge.ts).
  await signIn(page, "customer@demo.test", "/knowledge-hub?solution=Chemical&type=Article");
  await expect(cards(page)).toHaveCount(1);
  const card = cards(page).first();
  await expect(card.getByRole("heading")).toHaveText("Operating Chemical safely");
  await expect(card.getByRole("link")).toHaveCount(0);
  await expect(card.getByText("Link not available")).toBeVisible();
  expect(await page.content()).not.toContain("javascript:");
  const served = await (await page.request.get("/knowledge-hub?solution=Chemical&type=Article")).text();
  expect(served).not.toContain("javascript:");
  // Its training video, from the same upstream, keeps its https link.
  await page.goto("/knowledge-hub?solution=Chemical&type=Video");
  await expect(cards(page).first().getByRole("link", { name: /^Watch video/ })).toHaveAttribute("href", /^https:\/\/media\.example\.test\//);
});

test("the 17 industry tiles open the provider's pages in a new tab, Pharmaceuticals the portal's pharma page", { tag: "@same-without-js" }, async ({ page }) => {
  await signIn(page, "customer@demo.test", "/knowledge-hub");
  const tiles = page.getByRole("region", { name: "Industries we serve" }).getByRole("link");
  await expect(tiles).toHaveCount(17);
  const pharma = tiles.filter({ hasText: "Pharmaceuticals" });
  await expect(pharma).toHaveAttribute("href", "/pharma?back=/knowledge-hub");
  await expect(pharma).not.toHaveAttribute("target", /.*/);
  for (const tile of await tiles.all()) {
    if ((await tile.textContent()) === "Pharmaceuticals") continue;
    await expect(tile).toHaveAttribute("target", "_blank");
    await expect(tile).toHaveAttribute("rel", /noopener/);
    await expect(tile).toHaveAttribute("href", /^https:\/\/www\.thermaxglobal\.com\/industries\/[a-z-]+\/$/);
  }
  await expect(tiles.filter({ hasText: "Paper & Pulp" })).toHaveAttribute("href", "https://www.thermaxglobal.com/industries/paper-pulp/");
});

test("Resin opens the resin tool's page for a Resin profile; other profiles get 403", async ({ page, browser }, info) => {
  await signIn(page, "resin@demo.test", "/account-settings");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Resin", exact: true }).click();
  await expect(page).toHaveURL(/\/resin$/);
  await expect(page.getByRole("heading", { name: "Resin Tool", level: 1 })).toBeVisible();
  // The header's title is the resin tool's name.
  await expect(page.getByRole("banner").getByText("Resin Tool", { exact: true })).toBeVisible();
  const open = page.getByRole("link", { name: /Open Resin Tool/ });
  await expect(open).toHaveAttribute("href", "https://resin.thermaxglobal.com/");
  await expect(open).toHaveAttribute("target", "_blank");
  await expect(open).toHaveAttribute("rel", /noopener/);

  const other = await browser.newContext({ javaScriptEnabled: info.project.use.javaScriptEnabled });
  const customer = await other.newPage();
  await signIn(customer, "customer@demo.test", "/account-settings");
  const refused = await customer.goto("/resin");
  expect(refused?.status()).toBe(403);
  await expect(customer.getByRole("heading", { name: "Access denied" })).toBeVisible();
  await other.close();
});
