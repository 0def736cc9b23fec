import { afterAll, beforeAll } from "vitest";
import type { ActionFunctionArgs } from "@remix-run/node";
import { parseEnv, setEnvForTests } from "~/env.server";

/**
 * The cookie-only preference routes (/preferences/menu, /preferences/lite) in unit tests: the
 * settings their cookies are signed with for the file's tests, and a form POST to the route's action.
 */
export function useCookieSigningEnv() {
  beforeAll(() => {
    setEnvForTests(
      parseEnv({
        SESSION_SECRET: "0123456789abcdef0123",
        UPSTREAM_URL: "http://upstream.test",
        IDENTITY_ISSUER: "http://identity.test",
        IDENTITY_CLIENT_ID: "portal",
        IDENTITY_CLIENT_SECRET: "secret",
      }),
    );
  });
  afterAll(() => setEnvForTests(undefined));
}

export function formPoster(action: (args: ActionFunctionArgs) => Promise<Response>, path: string) {
  return (fields: Record<string, string>) =>
    action({ request: new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) }), params: {}, context: {} as ActionFunctionArgs["context"] });
}
