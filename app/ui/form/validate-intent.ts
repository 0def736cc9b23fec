/**
 * The validate intent's wire format, shared by the action that answers it
 * (app/forms/validate-intent.server.ts) and the browser code that posts it (live-validation.ts);
 * docs/decisions/060. It lives here, beside the browser code, because forms/ sits above ui/
 * (docs/decisions/092).
 */

/** Conform's reserved field for form intents. */
export const INTENT_FIELD = "__intent__";

/** Status of a validate-only answer (the form was checked, nothing was done). */
export const VALIDATE_ONLY_STATUS = 422;

/** The intent that validates one field (`""`: the whole form), as Conform writes it. */
export const validateIntentValue = (name: string) => JSON.stringify({ type: "validate", payload: { name } });
