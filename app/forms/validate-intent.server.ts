import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { z } from "zod";
import type { DialogActionData } from "~/ui/dialog/dialog-data";
import { INTENT_FIELD, VALIDATE_ONLY_STATUS } from "~/ui/form/validate-intent";

/**
 * Validation while typing, on the server (docs/decisions/060-validation-while-typing.md).
 *
 * With JavaScript, a form validates a field when it is left, and again on each input once that
 * field shows an error, by posting the form to its own action with Conform's validate intent
 * (`__intent__` = `{"type":"validate","payload":{"name":"<field>"}}`) instead of submitting it.
 * The action answers the same zod schema's `submission.reply()` and does nothing else: no
 * upstream call, no rate-limit point, no captcha, no audit line, no file read. The answer is
 * 422 (nothing was done): a 4xx action answer does not make Remix reload the page's loaders, so a
 * blur costs one POST and no upstream read.
 */

export { INTENT_FIELD, VALIDATE_ONLY_STATUS };

const REFUSED = { message: "The form could not be read. Please try again." };

/** The field a validate intent asks about ("" for the whole form), undefined for another value, null without one. */
function intentField(form: FormData): string | null | undefined {
  const raw = form.get(INTENT_FIELD);
  if (raw === null) return null;
  if (typeof raw !== "string" || raw.length > 200) return undefined;
  try {
    const intent = JSON.parse(raw) as { type?: unknown; payload?: { name?: unknown } | null };
    const name = intent?.payload?.name ?? "";
    if (intent?.type === "validate" && typeof name === "string") return name;
  } catch {
    // not JSON
  }
  return undefined;
}

/**
 * Whether the form carries an `__intent__` that is not a validate intent: the portal sends no
 * other (Conform would throw on most values, a 500). readForm and parseUpload refuse such a form
 * with a 400 before any route parses it (issue 30).
 */
export function hasForeignIntent(form: FormData): boolean {
  return intentField(form) === undefined;
}

/**
 * The field a validate intent asks about ("" for the whole form), or null when the post is not a
 * validate intent. Any other value of `__intent__` is refused with a 400.
 */
export function validateIntent(form: FormData): string | null {
  const field = intentField(form);
  if (field === undefined) throw data(REFUSED, { status: 400 });
  return field;
}

/**
 * For a validate intent, the answer with `schema`'s result for every field (the form shows the
 * ones it has validated), as `{ result }`: the shape of a dialog action's answer. Null for any
 * other post, which goes on as before. A schema that needs work to build is passed as a function.
 */
export function validationOnly<Schema extends z.ZodType>(form: FormData, schema: Schema | (() => Schema)) {
  if (validateIntent(form) === null) return null;
  const submission = parseWithZod(form, { schema: typeof schema === "function" ? schema() : schema });
  return data<DialogActionData>({ result: submission.reply() as SubmissionResult<string[]> }, { status: VALIDATE_ONLY_STATUS });
}
