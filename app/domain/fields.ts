import { z } from "zod";

/**
 * zod pieces the dialog schemas share, so each schema reads as the spec's list of messages.
 * Conform turns an empty field into `undefined`, so "required" is the type error's message.
 */
export type Check = readonly [test: (value: string) => boolean, message: string];

/** A required text: `required` when empty, then each check's message in order (the first that fails). */
export function requiredText(required: string, ...checks: Check[]) {
  let schema = z.string({ error: required }).trim().min(1, { error: required, abort: true });
  for (const [test, message] of checks) schema = schema.refine(test, { error: message, abort: true });
  return schema;
}

/**
 * A required phone number, written as people write it (issue 40 §4): `normalise` turns it into
 * what the upstream takes (separators and a country prefix away) before the checks, so '+91
 * 98200 12345' passes a 10-digit rule and is sent as '9820012345'. The field keeps what was typed.
 */
export function requiredPhone(required: string, normalise: (value: string) => string, ...checks: Check[]) {
  let schema: z.ZodType<string, string> = z.string({ error: required }).trim().min(1, { error: required, abort: true }).transform(normalise);
  for (const [test, message] of checks) schema = schema.refine(test, { error: message, abort: true });
  return schema;
}

/** An optional text with the same ordered checks. */
export function optionalText(...checks: Check[]) {
  let schema = z.string().trim();
  for (const [test, message] of checks) schema = schema.refine(test, { error: message, abort: true });
  return schema.optional();
}

/** A check that the text is at most `max` characters. */
export const atMost = (max: number, message: string): Check => [(v) => v.length <= max, message];

/** A required choice from a fixed list: one message for empty and for anything not on the list. */
export function requiredChoice<T extends string>(options: readonly T[], message: string) {
  return z
    .string({ error: message })
    .trim()
    .refine((v): v is T => (options as readonly string[]).includes(v), { error: message });
}

/** The hidden key every dialog form carries (docs/decisions/014). */
export const idempotencyKey = z.string().optional();

/**
 * The options of a choice whose list comes from the upstream, when the list is not asked for: a
 * validate intent (validation while typing, docs/decisions/060) answers without an upstream call,
 * so any non-empty value passes here and the submit checks it against the real list.
 */
class AnyOption extends Array<string> {
  override includes(value: string): boolean {
    return typeof value === "string" && value.trim() !== "";
  }
}
export const CHECKED_ON_SUBMIT: readonly string[] = Object.freeze(new AnyOption());
