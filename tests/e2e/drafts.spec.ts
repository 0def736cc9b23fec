import { expect, test } from "./fixtures";
import { hydrated, signIn, signInOverRequest } from "./support";
import { dialogUser } from "./dialog-support";

/**
 * What was typed in a dialog survives a reload (issue 40 §5, decision 090): kept in the tab for the
 * person who typed it, put back on the same page after a reload, forgotten when the dialog is left.
 * Nothing is submitted here (the callback user's and customer@demo.test's records are only read).
 * JavaScript only: without it the browser's own form restoration is all there is.
 */
test.describe("@js-only", () => {
  test("a dialog's fields come back after a reload, for the same person only, and go when it is closed", async ({ page }, info) => {
    const { email } = dialogUser("callback", info);
    await signIn(page, email, "/request-callback?returnTo=%2Fnotifications");
    const dialog = page.getByRole("dialog", { name: "Request a callback" });
    const details = dialog.getByLabel("Details", { exact: true });
    await details.fill("The pump trips at 3 am every night.");
    const kept = () => page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith("draft:")).length);
    await expect.poll(kept).toBe(1);
    await page.reload();
    await hydrated(page);
    await expect(details).toHaveValue("The pump trips at 3 am every night.");
    // The live counter follows the restored text, as if typed.
    await expect(dialog.getByText("35/", { exact: false })).toBeVisible();

    // Another person in the same tab gets an empty form.
    await page.context().clearCookies();
    await signInOverRequest(page.request, "customer@demo.test");
    await page.goto("/request-callback?returnTo=%2Fnotifications");
    await hydrated(page);
    await expect(details).toHaveValue("");
    // And the first person's draft is gone from the tab, as the server's drafts go (decision 003).
    expect(await kept()).toBe(0);

    // Back as the first person: typed again, then closing the dialog forgets the draft.
    await page.context().clearCookies();
    await signInOverRequest(page.request, email);
    await page.goto("/request-callback?returnTo=%2Fnotifications");
    await hydrated(page);
    await expect(details).toHaveValue("");
    await details.fill("Second try.");
    await expect.poll(kept).toBe(1);
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL((u) => u.pathname === "/notifications");
    await page.goto("/request-callback?returnTo=%2Fnotifications");
    await hydrated(page);
    await expect(details).toHaveValue("");
    // Nothing of it is left in the tab.
    expect(await kept()).toBe(0);
  });

  test("the reply typed in a thread comes back after a reload", async ({ page }) => {
    await signIn(page, "customer@demo.test", "/dashboard/tickets/TCK-100203/messages?view=all&ticket=TCK-100203");
    const dialog = page.getByRole("dialog", { name: "Messages: TCK-100203" });
    // The rich-text editor (it takes the plain textarea's place once loaded).
    const editor = dialog.locator("[contenteditable=true]");
    await editor.click();
    await page.keyboard.type("Log sheet for November attached tomorrow.");
    await page.reload();
    await hydrated(page);
    await expect(editor).toHaveText("Log sheet for November attached tomorrow.");
    // Send follows the restored text.
    await expect(dialog.getByRole("button", { name: "Send" })).toBeEnabled();
  });
});
