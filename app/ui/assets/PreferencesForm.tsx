import type { SubmissionResult } from "@conform-to/react";
import { formProps } from "~/ui/form/props";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { DIVISIONS, narrowPreferences, type DivisionCode, type FilterEntry, type PreferenceChoice } from "~/domain/assets";
import { DialogNotices, IdempotencyField, SECONDARY_BUTTON, SubmitButton, useDialogForm } from "../dialog/DialogForm";
import { FieldErrors } from "../form/Field";
import { CHECKBOX } from "../styles";
import { useHydrated } from "../useHydrated";

interface Props {
  /** The filter data: which divisions stand where. */
  entries: FilterEntry[];
  result: SubmissionResult<string[]> | undefined;
  action: string;
  idempotencyKey: string;
  failed: string | undefined;
  notice: string | null;
  /** An admin acting as the customer may look, not save: the reason, shown on top; Save disabled. */
  actingNote?: string | null;
}

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === "string" && value ? [value] : []);
const same = (a: string, b: string) => a.toLocaleLowerCase("en") === b.toLocaleLowerCase("en");

/**
 * The preferences form: locations and products as checkboxes. The offered options follow the
 * choices (`narrowPreferences`): with JavaScript as they change, without it after "Update
 * choices". Save stays disabled until a location and a product are chosen (the server refuses
 * too). Validation runs on the server only.
 */
export function PreferencesForm({ entries, result, action, idempotencyKey, failed, notice, actingNote }: Props) {
  const { form, fields, submitting, navigation } = useDialogForm<{ locations: string[]; divisions: string[] }>("asset-preferences", result);
  const hydrated = useHydrated();
  const initial: PreferenceChoice = { locations: list(fields.locations.initialValue), divisions: list(fields.divisions.initialValue) };
  const [chosen, setChosen] = useState(initial);
  const [seen, setSeen] = useState(result);
  // A new answer from the server (Update choices, a refused save) replaces the local choice.
  if (seen !== result) {
    setSeen(result);
    setChosen(initial);
  }
  const offered = narrowPreferences(entries, chosen);
  const ready = chosen.locations.length > 0 && chosen.divisions.length > 0;
  const toggle = (kind: keyof PreferenceChoice, value: string, on: boolean) =>
    setChosen((prev) => ({ ...prev, [kind]: on ? [...prev[kind], value] : prev[kind].filter((v) => !same(v, value)) }));

  return (
    <Form method="post" action={action} {...formProps(form)} noValidate className="space-y-3">
      <IdempotencyField value={idempotencyKey} />
      <DialogNotices internalNote={actingNote ?? undefined} failed={failed} formErrors={form.errors} formErrorId={form.errorId}>
        {notice ? (
          <p role="note" className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {notice}
          </p>
        ) : null}
      </DialogNotices>
      <p className="text-gray-700">Choose where your assets stand and which products you use. My Assets then shows your favourite assets that match.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Choices
          legend="Locations"
          name="locations"
          field={fields.locations}
          options={offered.locations.map((o) => ({ value: o.label, label: o.label }))}
          isChosen={(v) => chosen.locations.some((l) => same(l, v))}
          onToggle={(v, on) => toggle("locations", v, on)}
          empty="No locations found."
          className="max-h-72 overflow-y-auto pr-2"
        />
        <Choices
          legend="Products"
          name="divisions"
          field={fields.divisions}
          options={DIVISIONS.filter((d) => offered.divisions.includes(d.code)).map((d) => ({ value: d.code, label: `${d.label} (${d.family})` }))}
          isChosen={(v) => chosen.divisions.includes(v as DivisionCode)}
          onToggle={(v, on) => toggle("divisions", v, on)}
          empty="No products found"
        />
      </div>
      <p className="text-xs text-gray-600">
        {hydrated ? "Choose at least one location and one product to save." : "Choose at least one location and one product. Update choices shows only the locations and products that go together."}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton intent="save" label="Save" submitting={submitting} disabled={Boolean(actingNote) || (hydrated && !ready)} busy={submitting && navigation.formData?.get("intent") === "save"} />
        <button type="submit" name="intent" value="refresh" hidden={hydrated} className={SECONDARY_BUTTON}>
          Update choices
        </button>
      </div>
    </Form>
  );
}

/** One group of controlled checkboxes, its errors tied to the group. */
function Choices(props: {
  legend: string;
  name: string;
  field: { errors?: string[]; errorId: string };
  options: { value: string; label: string }[];
  isChosen: (value: string) => boolean;
  onToggle: (value: string, on: boolean) => void;
  empty: string;
  className?: string;
}) {
  const invalid = Boolean(props.field.errors?.length);
  return (
    <fieldset aria-describedby={invalid ? props.field.errorId : undefined}>
      <legend className="font-semibold text-ink">{props.legend}</legend>
      {props.options.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{props.empty}</p>
      ) : (
        <ul className={`mt-2 space-y-1 ${props.className ?? ""}`}>
          {props.options.map((o) => (
            <li key={o.value}>
              <label className="inline-flex items-center gap-2">
                <input
                  type="checkbox"
                  name={props.name}
                  value={o.value}
                  checked={props.isChosen(o.value)}
                  onChange={(e) => props.onToggle(o.value, e.currentTarget.checked)}
                  className={CHECKBOX}
                />
                {o.label}
              </label>
            </li>
          ))}
        </ul>
      )}
      <FieldErrors id={props.field.errorId} errors={props.field.errors} />
    </fieldset>
  );
}
