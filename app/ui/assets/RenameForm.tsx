import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { ASSET_NAME_MAX } from "~/domain/assets";
import { INPUT } from "../styles";

/**
 * Rename: the customer's own name for the asset, in a disclosure (a `<details>`, so it opens
 * without JavaScript) that stays open while the server has something to say. The server answers
 * with Conform's submission result (parseWithZod, the spec's name rule); this small form reads it
 * directly, so the asset page does not load Conform's client (docs/decisions/016: page budget).
 */
export function RenameForm({
  current,
  result,
  failed,
  words,
}: {
  current: string;
  result: SubmissionResult<string[]> | undefined;
  failed?: string;
  /** The name rule in words, and why an acting admin cannot rename (null otherwise): from the loader. */
  words: { hint: string; refused: string | null };
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "rename";
  const errors = result?.error?.name ?? [];
  const formErrors = result?.error?.[""] ?? [];
  const typed = result?.initialValue?.name;
  const value = typeof typed === "string" ? typed : current;
  const open = Boolean(failed || errors.length || formErrors.length);
  return (
    <details open={open || undefined} className="needs-network mt-4 rounded-md border border-gray-200 p-3">
      <summary className="font-medium text-brand-blue-dark">Rename asset</summary>
      <Form method="post" noValidate className="mt-3 space-y-2">
        <input type="hidden" name="intent" value="rename" />
        {words.refused ? (
          <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {words.refused}
          </p>
        ) : null}
        {failed || formErrors.length ? (
          <div role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
            {failed ? <p className="font-semibold">Error!</p> : null}
            <p>{failed ?? formErrors.join(" ")}</p>
          </div>
        ) : null}
        <div>
          <label htmlFor="asset-name" className="field-label">
            Asset name
          </label>
          <p id="asset-name-hint" className="text-xs text-ink/70">
            {words.hint}
          </p>
          <input
            id="asset-name"
            name="name"
            key={`${value}|${errors.join()}`}
            defaultValue={value}
            maxLength={ASSET_NAME_MAX}
            aria-invalid={errors.length ? true : undefined}
            aria-describedby={errors.length ? "asset-name-hint asset-name-error" : "asset-name-hint"}
            className={INPUT}
          />
          <div id="asset-name-error" className="min-h-5 text-sm text-red-700">
            {errors.map((e) => (
              <p key={e}>{e}</p>
            ))}
          </div>
        </div>
        <button type="submit" disabled={Boolean(words.refused) || submitting} className="btn-primary">
          {submitting ? "Submitting..." : "Save name"}
        </button>
      </Form>
    </details>
  );
}
