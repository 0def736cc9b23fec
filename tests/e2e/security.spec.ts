import { expect, test } from "./fixtures";
import { PORTAL, signIn } from "./support";

/** The browser half of the security checks (origin-and-headers.spec.ts has the requests-only half). */
for (const evil of ["//evil.example", "/https://evil.example", "/\\evil.example"]) {
  test(`a return path of ${evil} is never followed`, async ({ page, context }) => {
    // The portal only remembers paths it served; such a path is a 404 and is not remembered.
    await page.goto(`${PORTAL}${evil}`);
    await signIn(page, "customer@demo.test");
    expect(new URL(page.url()).origin).toBe(PORTAL);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name.endsWith("return-to"))).toBeUndefined();
  });
}
