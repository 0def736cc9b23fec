import { expect, test } from "./fixtures";
import { MOCK, PORTAL, completeIdentity, leaveForIdentity, openProfileMenu, reservedUser, sessionTokens, signIn } from "./support";

test("a signed-out visit to a protected page signs in through the identity page and lands on the remembered path", async ({ page }) => {
  await page.goto("/notifications?show=20");
  await expect(page).toHaveURL(/\/login$/);
  await leaveForIdentity(page);
  await expect(page).toHaveURL(/localhost:\d+\/identity\/interaction\//);
  await completeIdentity(page, "customer@demo.test");
  await expect(page).toHaveURL(/\/notifications\?show=20$/);
  await expect(page.getByRole("heading", { name: "All Notifications" })).toBeVisible();
  await expect(page.locator("main li")).toHaveCount(20);
});

test("'/' is not remembered: signing in from it lands on the dashboard", { tag: "@same-without-js" }, async ({ page }) => {
  await signIn(page, "customer@demo.test", "/");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: /Welcome, Priya/ })).toBeVisible();
});

test("an unregistered address sees 'User Not Registered' and stays on the identity page", async ({ page }) => {
  await page.goto("/login");
  await leaveForIdentity(page);
  await page.getByLabel("Email").fill("unregistered@demo.test");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("alert")).toHaveText("User Not Registered");
  await expect(page.getByLabel("Email")).toHaveValue("unregistered@demo.test");
});

test("an address that is not an e-mail is refused with the spec's message", async ({ page }) => {
  await page.goto("/login");
  await leaveForIdentity(page);
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("alert")).toHaveText("Username is not a valid email address");
});

test("no access or refresh token appears in any served HTML", { tag: "@same-without-js" }, async ({ page, context }) => {
  await signIn(page, "customer@demo.test", "/account-settings");
  const { accessToken, refreshToken } = await sessionTokens(context);
  expect(accessToken.length).toBeGreaterThan(100);
  for (const path of ["/", "/account-settings", "/notifications", "/FAQs", "/no-such-page", "/edgelive-benefits"]) {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? "";
    expect(html.length).toBeGreaterThan(500);
    expect(html).not.toContain(accessToken);
    expect(html).not.toContain(refreshToken);
    expect(html).not.toContain(accessToken.split(".")[1]);
  }
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage })).catch(() => "{}");
  expect(storage).not.toContain(refreshToken);
});

test("the session cookie is HttpOnly, SameSite=Lax, Secure and __Host- prefixed", { tag: "@same-without-js" }, async ({ page, context }) => {
  await signIn(page, "customer@demo.test", "/account-settings");
  const { cookie } = await sessionTokens(context);
  expect(cookie.name).toBe("__Host-portal-session");
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.secure).toBe(true);
  expect(cookie.sameSite).toBe("Lax");
  expect(cookie.path).toBe("/");
  expect(cookie.value.length + cookie.name.length).toBeLessThan(4096);
});

test("logout posts, lands on /login, and a cookie captured before it no longer works", async ({ page, context, browser }, info) => {
  const { email, userId } = reservedUser("logout", info);
  await signIn(page, email, "/account-settings");
  const captured = await context.cookies();
  await openProfileMenu(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login\?reason=logged-out$/);
  await expect(page.getByRole("status").filter({ hasText: "You have been logged out." })).toBeVisible();
  // Signed out: protected pages send the visitor to /login, and nothing is remembered after a manual logout.
  await page.goto("/notifications");
  await expect(page).toHaveURL(/\/login$/);

  const replay = await browser.newContext({ javaScriptEnabled: false });
  await replay.addCookies(captured);
  const replayed = await replay.newPage();
  await replayed.goto("/account-settings");
  await expect(replayed).toHaveURL(/\/login/);
  // Pages that ask the upstream nothing refuse the copy too: no name, no e-mail, no badges.
  await replayed.goto("/edgelive-benefits");
  await expect(replayed).toHaveURL(/\/login/);
  const notFound = await replayed.goto("/no-such-page");
  expect(notFound?.status()).toBe(404);
  const html = await replayed.content();
  expect(html).not.toContain(email);
  expect(html).not.toContain("Logout Tester");
  expect(html).not.toContain('aria-label="Main"');
  await replay.close();

  const calls = await (await page.request.get(`${MOCK}/__calls?path=/userapi/api/um/auth/logout`)).json();
  expect(calls.some((c: { body?: { userId?: string } }) => c.body?.userId === userId)).toBe(true);
});

test("a link to /logout on another site asks first and never ends the session by itself", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/account-settings");
  // A page of another site (served by the test, never reaching the network) links to /logout.
  await page.route("http://evil.example/**", (route) =>
    route.fulfill({ contentType: "text/html", body: `<!doctype html><title>Win a prize</title><a href="${PORTAL}/logout">Claim</a>` }),
  );
  await page.goto("http://evil.example/prize");
  await page.getByRole("link", { name: "Claim" }).click();
  await expect(page.getByRole("heading", { name: "Log out?" })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/logout$/);
  await page.goto("/account-settings");
  await expect(page).toHaveURL(/\/account-settings$/);
  // The portal's own link still logs out at once ('Please wait...' submits itself) with JavaScript.
  const own = await page.request.get("/logout", { headers: { "Sec-Fetch-Site": "same-origin" } });
  expect(await own.text()).toContain("Please wait...");
});
