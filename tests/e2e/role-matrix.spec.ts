import { expect, test } from "./fixtures";
import { canSwitchAccount } from "../../app/domain/roles";
import { ROUTE_ACCESS, USER_RULES } from "../../app/session/route-access";
import { signInOverHttp } from "../support/http-session";
import { routeModules } from "./routes";
import { MOCK, PORTAL } from "./support";

/**
 * Every route times every demo role: allowed, sent to /login, or 403, exactly as the route-access
 * table says. Request-level (no browser): it runs once, in the `http` project.
 */
const ROLES: { email: string; role: string; admin?: boolean }[] = [
  { email: "customer@demo.test", role: "Customer User" },
  { email: "product@demo.test", role: "PRODUCT_USER" },
  { email: "dealer@demo.test", role: "Dealer User" },
  { email: "dealer.live@demo.test", role: "Dealer User With Edge Live" },
  { email: "edgelive@demo.test", role: "Customer User With Edge Live" },
  { email: "resin@demo.test", role: "Resin User With Edge" },
  { email: "resin.live@demo.test", role: "Resin User With Edge Live" },
  { email: "staff@thermax.test", role: "Customer User" },
  { email: "admin@thermax.test", role: "Admin", admin: true },
  { email: "superadmin@thermax.test", role: "SUPER_ADMIN", admin: true },
];

// Each role's test walks every route (over a hundred requests): allow for a busy machine.
test.describe.configure({ timeout: 120_000 });

/** The e2e portal's staff domains (the defaults of INTERNAL_EMAIL_DOMAINS and PARTNER_EMAIL_DOMAINS). */
const DOMAINS = { provider: ["thermax.test"], partners: ["thermaxglobal.test", "tbwes.test", "thermax-onsite.test"] };

/** The table's roles, narrowed by the route's rule on the user (the account switcher's). */
function allowedFor(routeId: string, email: string, role: string): boolean {
  if (!(ROUTE_ACCESS[routeId] as readonly string[]).includes(role)) return false;
  return USER_RULES[routeId] !== "account-switcher" || canSwitchAccount({ email, role }, DOMAINS);
}

const protectedPages = routeModules().filter((r) => r.id in ROUTE_ACCESS && r.hasLoader && r.id !== "routes/_app" && r.id !== "routes/$");

/** Routes that only send an allowed user on (to a path the walk below does not follow). */
const REDIRECT_ONLY: Record<string, string> = { "routes/admin": "/admin/companylist", "routes/admin._index": "/admin/companylist" };

/** The page's answer after following the portal's own redirects (e.g. /dashboard → /). */
async function get(path: string, cookie?: string): Promise<{ status: number; location: string | null; path: string }> {
  let current = path;
  for (let hop = 0; hop < 4; hop++) {
    const response = await fetch(`${PORTAL}${current}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
    await response.body?.cancel();
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location || location.startsWith("/login") || location.startsWith("/admin/companylist")) {
      return { status: response.status, location, path: current };
    }
    current = location;
  }
  throw new Error(`Too many redirects from ${path}`);
}

test("signed out, every protected page sends the visitor to /login", async () => {
  expect(protectedPages.length).toBeGreaterThan(3);
  for (const page of protectedPages) {
    const response = await get(page.url);
    if (page.url === "/notifications/stream") {
      // The stream answers 204, which EventSource neither retries nor follows (issue 51 §4).
      expect(response.status, page.url).toBe(204);
      continue;
    }
    expect(response.status, page.url).toBe(302);
    expect(response.location, page.url).toMatch(/^\/login/);
  }
});

for (const { email, role, admin } of ROLES) {
  test(`${role} (${email}) gets exactly what the route-access table allows`, async () => {
    const { cookie } = await signInOverHttp({ portal: PORTAL, mock: MOCK, email, loginPath: admin ? "/admin/login" : "/login" });
    for (const page of protectedPages) {
      const allowed = allowedFor(page.id, email, role);
      const response = await get(page.url, cookie);
      if (allowed && REDIRECT_ONLY[page.id]) {
        expect(response.location, `${page.url} for ${role}`).toBe(REDIRECT_ONLY[page.id]);
      } else if (allowed) {
        // Allowed: the page itself (a sample id may be a 404 of the page, never a 403 or a sign-in).
        expect([200, 404], `${page.url} for ${role}`).toContain(response.status);
      } else if (admin && response.status === 302) {
        // Admins are sent to their own portal from the customer home.
        expect(response.location, `${page.url} for ${role}`).toBe("/admin/companylist");
        expect(response.path).toBe("/");
      } else {
        expect(response.status, `${page.url} for ${role}`).toBe(403);
      }
    }
  });
}

test("BUYER is sent to /login by the layout rule and never gets a session", async () => {
  await expect(signInOverHttp({ portal: PORTAL, mock: MOCK, email: "buyer@demo.test" })).rejects.toThrow(
    /No session cookie/,
  );
});
