import { describe, expect, it } from "vitest";
import { INTENT_FIELD, validateIntent } from "./validate-intent.server";

// A validate intent posted to each action (no upstream call, no point, no audit line) is tested
// with the routes: app/routes/validate-intent.test.ts.

const validate = (name: string) => JSON.stringify({ type: "validate", payload: { name } });

describe("validateIntent", () => {
  it("reads Conform's validate intent, and refuses any other value of the reserved field with a 400", () => {
    const form = (value?: string) => {
      const f = new FormData();
      if (value !== undefined) f.set(INTENT_FIELD, value);
      return f;
    };
    expect(validateIntent(form())).toBeNull();
    expect(validateIntent(form(validate("email")))).toBe("email");
    expect(validateIntent(form(JSON.stringify({ type: "validate", payload: {} })))).toBe("");
    for (const bad of ["x", "{", JSON.stringify({ type: "reset", payload: {} }), JSON.stringify({ type: "validate", payload: { name: 3 } }), "a".repeat(500)]) {
      let thrown: unknown;
      try {
        validateIntent(form(bad));
      } catch (error) {
        thrown = error;
      }
      expect((thrown as { init?: { status?: number } }).init?.status).toBe(400);
    }
  });
});
