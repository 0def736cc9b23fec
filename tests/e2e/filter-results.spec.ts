import { expect, test } from "./fixtures";
import { signIn } from "./support";

/**
 * A filter bar says what it found under it ('3 tickets'), and with JavaScript an Apply moves focus
 * there once the new results are in (issue 40 §6). customer@demo.test is only read.
 */
test("after Apply the results heading says how many were found, and with JavaScript takes the focus", async ({ page }, info) => {
  await signIn(page, "customer@demo.test", "/dashboard/tickets?view=all");
  const bar = page.getByRole("search", { name: "Filter tickets" });
  const heading = page.getByRole("heading", { level: 2, name: /^\d+ tickets?$/ });
  await expect(heading).toBeVisible();
  await bar.getByRole("checkbox", { name: "Complaint" }).check();
  await bar.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/type=/);
  const cards = page.getByRole("list", { name: "Tickets" }).getByRole("listitem");
  await expect(heading).toHaveText(/^\d+ tickets?$/);
  // With JavaScript the page does not reload: focus goes from Apply to what was found.
  if (info.project.name === "js") await expect(heading).toBeFocused();
  // The heading counts every match: the cards of this page, and more pages when it says more.
  const total = Number((await heading.textContent())!.split(" ")[0]);
  const shown = await cards.count();
  const pager = page.getByRole("navigation", { name: "Ticket pages" });
  if ((await pager.count()) === 0) expect(total).toBe(shown);
  else expect(total).toBeGreaterThan(shown);
  // Reset Filters: every ticket again, counted.
  await bar.getByRole("link", { name: "Reset Filters" }).click();
  await expect(page).not.toHaveURL(/type=/);
  await expect(heading).toHaveText(/^\d+ tickets?$/);
});
