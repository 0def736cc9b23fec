import { expect, test } from "./fixtures";
import { signIn } from "./support";

/**
 * The home news list (spec document 2 section 2.17; docs/decisions/052): the upstream lists four
 * items, three flagged visible (mocks/store/news.ts); the home page shows those three. A failing
 * news call is in the fault matrix (faults.spec.ts).
 */
test("the home page shows the three news items flagged visible, each opening the provider's article", { tag: "@same-without-js" }, async ({ page }) => {
  await signIn(page, "customer@demo.test", "/");
  const news = page.getByRole("region", { name: "News" });
  const items = news.getByRole("listitem");
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText("Thermax commissions a 40 TPH biomass boiler for a sugar mill in Karnataka");
  await expect(items.nth(1)).toContainText("Edge Live now watches absorption chillers");
  await expect(items.nth(2)).toContainText("Zero liquid discharge plant for a textile cluster in Tiruppur");
  // The item not flagged visible is not on the page.
  await expect(page.getByText("Draft: annual service camp dates")).toHaveCount(0);
  // Dates in India, the article in a new tab.
  await expect(items.nth(0).locator("time")).toHaveText("29 Oct 2026");
  const link = items.nth(1).getByRole("link", { name: /^Edge Live now watches absorption chillers/ });
  await expect(link).toHaveAttribute("href", "https://www.thermaxglobal.com/news/edge-live-absorption-chillers/");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
});
