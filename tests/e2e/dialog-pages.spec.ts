import { expect, test } from "./fixtures";
import { signIn } from "./support";
import { dialogUser, fieldMessage } from "./dialog-support";

/**
 * A dialog with nothing behind it (issue 40 §5, decision 088): reached by a direct visit, a reload
 * or without JavaScript, it is drawn as the page itself in the shell's main column (its title in
 * the header, no dimmed backdrop, not a modal over an empty page); opened over a page with
 * JavaScript it stays a dialog over that page (dialog-over-page.spec.ts). A refused submit opens at
 * an error summary at the top of the form, each error a link to its field (issue 40 §6).
 */
test("a dialog visited directly is the page itself: in the main column, no backdrop, not modal", async ({ page }, info) => {
  const { email } = dialogUser("callback", info);
  await signIn(page, email, "/request-callback?returnTo=%2Fnotifications");
  const dialog = page.getByRole("dialog", { name: "Request a callback" });
  await expect(dialog).toBeVisible();
  const look = await dialog.evaluate((el) => ({
    inMain: el.parentElement?.id === "main",
    modal: el.matches(":modal"),
    position: getComputedStyle(el).position,
    shadow: getComputedStyle(el).boxShadow,
  }));
  expect(look).toMatchObject({ inMain: true, modal: false, position: "static" });
  expect(look.shadow).not.toContain("100vmax");
  // The shell around it: its title in the header, the side menu reachable.
  await expect(page.locator(".shell-title")).toHaveText("Request Callback");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
  // Close leads back to where it was opened from.
  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(page).toHaveURL((u) => u.pathname === "/notifications");
});

test("a refused submit opens at an error summary, each error a link to its field", async ({ page }, info) => {
  const { email } = dialogUser("callback", info);
  await signIn(page, email, "/request-callback");
  const dialog = page.getByRole("dialog", { name: "Request a callback" });
  await dialog.getByLabel("Mobile No.").fill("");
  await dialog.getByLabel("Details").fill("!!!");
  await dialog.getByRole("button", { name: "Submit" }).click();
  if (info.project.name === "js") {
    // With JavaScript the form is refused where it stands (decision 088): no summary, each field
    // says what is wrong and focus goes to the first field in error.
    await expect(fieldMessage(dialog, "Mobile No. is required")).toBeVisible();
    await expect(fieldMessage(dialog, "Invalid Details")).toBeVisible();
    await expect(dialog.getByLabel("Mobile No.")).toBeFocused();
    await expect(dialog.locator(".error-summary")).toHaveCount(0);
    return;
  }
  const summary = dialog.getByRole("alert").filter({ hasText: "Please check these 2 fields:" });
  await expect(summary).toBeVisible();
  await expect(summary).toBeInViewport();
  const mobile = summary.getByRole("link", { name: "Mobile No. is required" });
  const details = summary.getByRole("link", { name: "Invalid Details" });
  for (const [link, label] of [[mobile, "Mobile No."], [details, "Details"]] as const) {
    const href = (await link.getAttribute("href"))!;
    expect(await dialog.getByLabel(label, { exact: true }).getAttribute("id")).toBe(href.slice(1));
  }
  // The summary comes first in the form: before any field.
  const before = await summary.evaluate((el) => Boolean(el.compareDocumentPosition(el.closest("form")!.querySelector("input:not([type=hidden]),textarea")!) & Node.DOCUMENT_POSITION_FOLLOWING));
  expect(before).toBe(true);
});
