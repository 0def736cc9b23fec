import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { fieldMessage } from "./dialog-support";
import { callsOf, noJs, ordersUser } from "./orders-support";
import { injectFault, PORTAL, signIn } from "./support";

/**
 * Enquiries (issue 23 section 1; docs/decisions/048): the list as a view of Spares & Services, an
 * enquiry's page, its documents, and the links that lead there (a quote's success dialog, search,
 * notifications). The quote flow uses the project's orders user (Godavari) and a new enquiry of its
 * own, so attaching and deleting never touches data another test reads; the list is read as
 * customer@demo.test, whose company has an enquiry in every status.
 */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");

function documentsOf(page: Page) {
  return page.getByRole("region", { name: "Documents" });
}

test("a quote made in the browser is followed from its success dialog to its enquiry: status read, a document attached and removed", async ({ page }, info) => {
  test.setTimeout(60_000);
  const { email, userId } = ordersUser(info);
  await signIn(page, email, "/quotes/new?type=equipment");
  const dialog = page.getByRole("dialog", { name: "Get a Quote" });
  await dialog.getByLabel("Interest area").selectOption("Process Heating");
  await dialog.getByLabel("Details").fill("A 6 TPH boiler for the new line, enquiry to follow.");
  await dialog.getByRole("button", { name: "Submit" }).click();
  const result = page.getByRole("dialog", { name: "Success!" });
  const ticket = ((await result.getByText(/Ticket number: TCK-\d+/).textContent()) ?? "").replace("Ticket number: ", "").trim();
  expect(ticket).toMatch(/^TCK-\d+$/);
  await result.getByRole("link", { name: "View your enquiry" }).click();

  // The enquiry's page: no name of its own (new equipment), so its id stands in; Drafted, orange.
  await expect(page).toHaveURL(/\/enquiries\/ENQ-\d+$/);
  const enquiryId = page.url().split("/").pop() as string;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(enquiryId);
  const status = page.locator("[data-tone]").first();
  await expect(status).toHaveText("Drafted");
  await expect(status).toHaveAttribute("data-tone", "orange");
  // Its ticket opens its thread, as from everywhere else (issue 53 §3, decision 112).
  await expect(page.getByRole("link", { name: ticket })).toHaveAttribute("href", `/dashboard/tickets?view=all&ticket=${ticket}&open=messages`);
  const asked = page.getByRole("region", { name: "What was asked" });
  await expect(asked).toContainText("Process Heating");
  await expect(asked).toContainText("A 6 TPH boiler for the new line, enquiry to follow.");
  const docs = documentsOf(page);
  await expect(docs).toContainText("No documents are attached to this enquiry yet.");

  // Upload: nothing chosen, then a file the complaint's rules refuse, then a PDF.
  await docs.getByRole("button", { name: "Upload" }).click();
  await expect(fieldMessage(docs, "Choose at least one file to attach.", { exact: false })).toBeVisible();
  await docs.getByLabel("Attach documents").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await docs.getByRole("button", { name: "Upload" }).click();
  await expect(fieldMessage(docs, "notes.txt: Invalid file type, allowed file types are - .jpeg,.jpg,.png,.pdf,.xlsx,.xls,.docx,.doc", { exact: false })).toBeVisible();
  const since = new Date().toISOString();
  await docs.getByLabel("Attach documents").setInputFiles({ name: "Boiler spec.pdf", mimeType: "application/pdf", buffer: PDF });
  await docs.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Attached: Boiler spec.pdf." })).toBeVisible();
  const row = docs.getByRole("listitem").filter({ hasText: "Boiler spec.pdf" });
  await expect(row).toContainText("Orders Tester");
  const uploads = await callsOf(page, `/enquiryapi/enquiry/${enquiryId}/documents`, userId, since);
  expect(uploads.filter((c) => c.method === "POST")).toHaveLength(1);

  // The download streams through the portal, with the bytes sent.
  const href = await row.getByRole("link", { name: /^Download/ }).getAttribute("href");
  expect(href).toMatch(new RegExp(`^/enquiries/${enquiryId}/documents/EDOC-\\d+$`));
  const file = await page.request.get(href as string);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(file.headers()["content-disposition"]).toContain("Boiler spec.pdf");
  expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);

  // Delete asks first; Cancel keeps it; Delete removes it.
  await row.getByRole("link", { name: /^Delete/ }).click();
  const confirm = page.getByRole("dialog", { name: "Delete document" });
  await expect(confirm).toContainText("Delete Boiler spec.pdf from this enquiry?");
  await confirm.getByRole("link", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row).toBeVisible();
  await row.getByRole("link", { name: /^Delete/ }).click();
  await page.getByRole("dialog", { name: "Delete document" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Deleted: Boiler spec.pdf." })).toBeVisible();
  await expect(documentsOf(page)).toContainText("No documents are attached to this enquiry yet.");
  // This document's delete (the same user deletes another in the test beside this one).
  const documentId = (href as string).split("/").pop() as string;
  const deletes = (await callsOf(page, `/enquiryapi/enquiry/documents/${documentId}`, userId, since)).filter((c) => c.method === "DELETE");
  expect(deletes).toHaveLength(1);
  // The downloaded document is gone: its address is now a 404.
  expect((await page.request.get(href as string)).status()).toBe(404);
});

test("an upload the upstream fails keeps the page and says so; sending it again attaches it once", async ({ page }, info) => {
  const { email, userId } = ordersUser(info);
  // A seeded enquiry, one per project (both users are in one company): the oldest two Drafted ones
  // (still open, so the document can be deleted again: decision 064), since the newest may be the
  // one the quote test beside it makes.
  await signIn(page, email, "/dashboard/spares-and-services/enquiries?status=Drafted&sort=createdDate%2Casc");
  await page.getByRole("link", { name: /^View Enquiry/ }).nth(noJs(info) ? 1 : 0).click();
  await expect(page).toHaveURL(/\/enquiries\/ENQ-\d+\?back=/);
  const enquiryId = page.url().split("?")[0].split("/").pop() as string;
  const docs = documentsOf(page);
  await injectFault(page.request, { call: `POST /enquiryapi/enquiry/${enquiryId}/documents`, mode: 500, userId });
  await docs.getByLabel("Attach documents").setInputFiles({ name: "Retry.pdf", mimeType: "application/pdf", buffer: PDF });
  await docs.getByRole("button", { name: "Upload" }).click();
  await expect(docs.getByRole("alert")).toHaveText("Something went wrong, please try again.");
  // The file input keeps the choice with JavaScript; without it the browser has let it go.
  if (noJs(info)) await docs.getByLabel("Attach documents").setInputFiles({ name: "Retry.pdf", mimeType: "application/pdf", buffer: PDF });
  await docs.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Attached: Retry.pdf." })).toBeVisible();
  const row = docs.getByRole("listitem").filter({ hasText: "Retry.pdf" });
  await expect(row).toHaveCount(1);
  // Clean up: this enquiry is seeded, other runs read it.
  await row.getByRole("link", { name: /^Delete/ }).click();
  await page.getByRole("dialog", { name: "Delete document" }).getByRole("button", { name: "Delete" }).click();
  await expect(row).toHaveCount(0);
});

test("the enquiry list is a view of Spares & Services: every status and its chip, filters in the URL, the id for a missing name", async ({ page }) => {
  // Seven filters applied one after the other, each a round trip.
  test.setTimeout(90_000);
  await signIn(page, "customer@demo.test", "/dashboard/spares-and-services");
  await page.getByRole("navigation", { name: "Orders view" }).getByRole("link", { name: "Enquiries" }).click();
  await expect(page).toHaveURL(/\/dashboard\/spares-and-services\/enquiries$/);
  await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: /Spares & Services/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("navigation", { name: "Orders view" }).getByRole("link", { name: "Enquiries" })).toHaveAttribute("aria-current", "true");
  const list = page.getByRole("list", { name: "Enquiries" });
  await expect(list.getByRole("article")).toHaveCount(12);
  await expect(page.getByRole("navigation", { name: "Enquiry pages" })).toBeVisible();

  // Every status the spec names, with its colour; the filter sends the status and shows the
  // label its chips show, in the portal's one case style (issue 31).
  const tones: [string, string, string][] = [
    ["Drafted", "Drafted", "orange"],
    ["Validated", "Validated", "blue"],
    ["Order received", "Order Received", "green"],
    ["Enquiry cancelled", "Enquiry Cancelled", "neutral"],
    ["Upcoming", "Upcoming", "blue"],
    ["Expiring", "Expiring", "orange"],
    ["Expired", "Expired", "red"],
  ];
  const filter = page.getByRole("search", { name: "Filter enquiries" });
  for (const [status, label, tone] of tones) {
    await filter.getByLabel(label, { exact: true }).check();
    await filter.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]status=${encodeURIComponent(status).replace(/%20/g, "\\+")}(&|$)`));
    // Every chip of the filtered list reads the status in its colour. Each check waits for the
    // new list: a snapshot of the chips taken while the old one was still shown went stale.
    const chips = list.locator("[data-tone]");
    await expect(chips.filter({ hasNotText: new RegExp(`^${label}$`) })).toHaveCount(0);
    await expect(chips.first()).toHaveText(label);
    await expect(list.locator(`[data-tone]:not([data-tone="${tone}"])`)).toHaveCount(0);
    await filter.getByLabel(label, { exact: true }).uncheck();
  }

  // The search: by ticket number; an enquiry without a name shows its id.
  await page.goto("/dashboard/spares-and-services/enquiries?q=TCK-100200");
  const card = list.getByRole("article");
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("heading")).toHaveText("Quotation for Chiller Heater Unit 1");
  await expect(card).toContainText("Upcoming");
  await expect(card).toContainText("Valid until");
  await card.getByRole("link", { name: /^View Enquiry/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quotation for Chiller Heater Unit 1");
  // Back returns to the same filtered list.
  await page.getByRole("link", { name: "← Back" }).click();
  await expect(page).toHaveURL(/\/dashboard\/spares-and-services\/enquiries\?q=TCK-100200$/);

  // An enquiry and its ticket agree (issue 42 §4): the ticket's enquiry without a name shows its id,
  // an order received for a completed ticket.
  await page.goto("/dashboard/spares-and-services/enquiries?q=TCK-100201");
  await expect(card.getByRole("heading")).toHaveText("ENQ-007201");
  await expect(card.locator("[data-tone]")).toHaveText("Order Received");
  await page.goto("/dashboard/tickets?view=all&ticket=TCK-100201");
  await expect(page.getByRole("article", { name: "TCK-100201" }).locator("[data-tone]")).toHaveText("Completed");

  // Unknown values are dropped: the URL states what is applied.
  await page.goto("/dashboard/spares-and-services/enquiries?status=Open&status=Expired&sort=price&page=99");
  await expect(page).toHaveURL(/\/dashboard\/spares-and-services\/enquiries\?status=Expired$/);
  await expect(list.getByRole("article")).toHaveCount(1);
});

test("an enquiry's ticket found by search opens its thread, which leads to the enquiry; notifications of type enquiry open the enquiry's page", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/search?q=ENQ-007203");
  // A ticket opens its thread wherever it is followed from (issue 53 §3, decision 112), an enquiry's too.
  const result = page.getByRole("link", { name: /TCK-100203/ });
  await expect(result).toHaveAttribute("href", "/dashboard/tickets?view=all&ticket=TCK-100203&open=messages");
  await result.click();
  const thread = page.getByRole("dialog", { name: "Messages: TCK-100203" });
  await expect(thread).toBeVisible();
  await thread.getByRole("link", { name: "Enquiry details of ENQ-007203" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quotation for Fired Heater Plant 4");
  // Its ticket TCK-100203 is Drafted, and so is the enquiry (issue 42 §4).
  await expect(page.locator("[data-tone]").first()).toHaveText("Drafted");

  // A read notification is a link (an unread one a button that marks it read, then leads to the same place).
  await page.goto("/notifications?show=20");
  const enquiryNote = page.getByRole("link", { name: /Your enquiry ENQ-/ }).first();
  await expect(enquiryNote).toHaveAttribute("href", /^\/enquiries\/ENQ-\d+$/);
  const target = (await enquiryNote.getAttribute("href")) as string;
  await enquiryNote.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Page not found");
});

test("Delete only on a user's own documents of an open enquiry: the maker's document on a closed enquiry and a colleague's answer 403 and remain", async ({ page }) => {
  // ENQ-007201 is an order received (its ticket completed): closed, its document the maker's.
  await signIn(page, "customer@demo.test", "/enquiries/ENQ-007201");
  const layout = documentsOf(page).getByRole("listitem").filter({ hasText: "Site layout.pdf" });
  await expect(layout).toContainText("Thermax Sales");
  await expect(documentsOf(page).getByRole("link", { name: /^Delete/ })).toHaveCount(0);
  // A colleague's document on an open (Expiring) enquiry: no Delete either.
  await page.goto("/enquiries/ENQ-007206");
  await expect(documentsOf(page).getByRole("listitem").filter({ hasText: "Boiler room photos.pdf" })).toContainText("Rahul Mehta");
  await expect(documentsOf(page).getByRole("link", { name: /^Delete/ })).toHaveCount(0);

  // Crafted posts: 403 with the reason, no DELETE sent upstream.
  const since = new Date().toISOString();
  const refusals = [
    ["/enquiries/ENQ-007201/documents/EDOC-00003/delete", "Documents cannot be deleted once an enquiry is closed or cancelled."],
    ["/enquiries/ENQ-007206/documents/EDOC-00009/delete", "You can delete only the documents you attached yourself."],
  ];
  for (const [path, reason] of refusals) {
    const response = await page.request.post(path, { headers: { Origin: PORTAL }, form: { idempotencyKey: crypto.randomUUID() }, maxRedirects: 0 });
    expect(response.status(), path).toBe(403);
    expect(await response.text(), path).toContain(reason);
  }
  const deletes = (await callsOf(page, "/enquiryapi/enquiry/documents/*", "U-1001", since)).filter((c) => c.method === "DELETE");
  expect(deletes).toEqual([]);

  // The confirmation's own address says why instead of offering Delete; the document remains.
  await page.goto("/enquiries/ENQ-007201/documents/EDOC-00003/delete");
  const dialog = page.getByRole("dialog", { name: "Delete document" });
  await expect(dialog.getByRole("note")).toHaveText("Documents cannot be deleted once an enquiry is closed or cancelled.");
  await expect(dialog.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await page.goto("/enquiries/ENQ-007201");
  await expect(layout).toBeVisible();
});

test("another company's enquiry and its documents answer 404", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/enquiries/ENQ-006131");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  for (const path of ["/enquiries/ENQ-006131", "/enquiries/ENQ-007204/documents/EDOC-00006", "/enquiries/ENQ-007200/documents/EDOC-00006", "/enquiries/ENQ-007204/documents/EDOC-00006/delete"]) {
    expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
  const crossDelete = await page.request.post("/enquiries/ENQ-007200/documents/EDOC-00006/delete", { headers: { Origin: PORTAL }, form: { idempotencyKey: crypto.randomUUID() }, maxRedirects: 0 });
  expect(crossDelete.status()).toBe(404);
});

test("staff may look at an enquiry but not attach or delete documents (controls and crafted posts)", async ({ page }) => {
  await signIn(page, "staff@thermax.test", "/enquiries/ENQ-007200");
  const docs = documentsOf(page);
  await expect(docs.getByRole("note")).toHaveText("Staff, administrators acting as a customer and this profile can view this enquiry but cannot attach or delete documents.");
  await expect(docs.getByRole("listitem")).toHaveCount(2);
  await expect(docs.getByRole("link", { name: /^Delete/ })).toHaveCount(0);
  await expect(docs.getByRole("button", { name: "Upload" })).toBeDisabled();
  const upload = await page.request.post("/enquiries/ENQ-007200", {
    headers: { Origin: PORTAL },
    multipart: { intent: "upload", files: { name: "x.pdf", mimeType: "application/pdf", buffer: PDF } },
    maxRedirects: 0,
  });
  expect(upload.status()).toBe(403);
  const remove = await page.request.post("/enquiries/ENQ-007200/documents/EDOC-00001/delete", { headers: { Origin: PORTAL }, form: {}, maxRedirects: 0 });
  expect(remove.status()).toBe(403);
  expect(await remove.text()).toContain("cannot attach or delete documents");
});
