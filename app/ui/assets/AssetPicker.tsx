import type { FieldMetadata } from "@conform-to/react";
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from "react";
import { ASSET_QUERY_FIELD, FIND_ASSET_INTENT, NO_MATCHING_ASSETS, type PickerOption } from "~/domain/asset-picker";
import { FieldErrors } from "../form/FieldErrors";
import { INPUT, SECONDARY_BUTTON } from "../styles";
import { useHydrated } from "../useHydrated";

/** The picker's state as the server renders it (app/forms/asset-picker.server.ts `AssetPickerView`). */
export interface PickerView {
  query: string;
  chosen: PickerOption | null;
  options: PickerOption[];
  total: number;
  failed: boolean;
}

/** An option offered after the matches whatever is typed (the complaint's "My asset is not listed"). */
export interface ExtraOption {
  id: string;
  label: string;
}

export interface ComboboxProps {
  /** The text typed in the plain box before the combobox arrived, and whether it had focus. */
  start: () => { value: string; focus: boolean };
  /** The picker's name ("Asset"). */
  label: string;
  hintId: string;
  errorId: string;
  invalid: boolean;
  chosen: PickerOption | null;
  extra?: ExtraOption;
  onPick: (option: PickerOption) => void;
}

/** The combobox (Headless UI) in a chunk of its own, fetched when the picker is first used. */
const loadCombobox = () => import("./AssetCombobox").then((m) => m.default as ComponentType<ComboboxProps>);

const HINT = "Search by name, serial/OC number or product family.";
export const PICKER_FAILED = "We could not load your assets right now. Please try again in a moment.";

interface Props {
  field: FieldMetadata<string | undefined>;
  picker: PickerView;
  label?: string;
  extra?: ExtraOption;
  /** With JavaScript, after a choice (the hidden field already holds it): the complaint refreshes, Request Document sets the product. */
  onChange?: (option: PickerOption) => void;
}

/**
 * The one asset picker (docs/decisions/071), for every dialog that asks for an asset.
 *
 * Without JavaScript: a search field whose Search button posts the whole form back
 * (`intent=find-asset`, every typed field kept by the dialog's action) and a short list of the
 * matches as radio buttons (the chosen asset always among them), with the spec's 'No matching
 * assets found.' when nothing matches. With JavaScript the same field shows the chosen asset, and
 * the first key or pointer press in it loads a Headless UI combobox (AssetCombobox.tsx, a chunk of
 * its own as the header search's is, docs/decisions/038) that asks /asset-picker for matches as
 * the user types. The chosen id travels in a hidden field either way.
 */
export function AssetPicker({ field, picker, label = "Asset", extra, onChange }: Props) {
  const hydrated = useHydrated();
  const initialId = String(field.initialValue ?? "");
  const serverChoice = picker.chosen ?? (extra && initialId === extra.id ? { id: extra.id, label: extra.label, detail: "", family: "" } : null);
  const [chosen, setChosen] = useState<PickerOption | null>(serverChoice);
  // A new answer of the server (a refresh, a failed submit) says what is chosen.
  const [seen, setSeen] = useState(serverChoice?.id ?? "");
  if ((serverChoice?.id ?? "") !== seen) {
    setSeen(serverChoice?.id ?? "");
    setChosen(serverChoice);
  }
  const [Enhanced, setEnhanced] = useState<ComponentType<ComboboxProps> | null>(null);
  const loading = useRef(false);
  const plain = useRef<HTMLInputElement>(null);
  const picked = useRef<PickerOption | null>(null);

  const legendId = `${field.id}-legend`;
  const hintId = `${field.id}-hint`;
  const invalid = Boolean(field.errors?.length);

  // With JavaScript the search field shows the chosen asset (the combobox's look before it loads).
  useLayoutEffect(() => {
    if (hydrated && plain.current) plain.current.value = chosen?.label ?? "";
  }, [hydrated, chosen]);

  // Tell the form after the hidden field holds the new choice.
  useEffect(() => {
    if (picked.current && picked.current === chosen) {
      picked.current = null;
      onChange?.(chosen);
    }
  }, [chosen, onChange]);

  const enhance = () => {
    if (loading.current) return;
    loading.current = true;
    loadCombobox().then(
      (component) => setEnhanced(() => component),
      // A chunk that fails to load (a deploy in between) leaves the plain list reachable by reloading.
      () => {
        loading.current = false;
      },
    );
  };
  const start = () => {
    const value = plain.current?.value ?? "";
    return {
      value: value === (chosen?.label ?? "") ? "" : value,
      focus: typeof document !== "undefined" && document.activeElement === plain.current,
    };
  };
  const pick = (option: PickerOption) => {
    picked.current = option;
    setChosen(option);
  };

  // The chosen asset stays listed (its radio checked) whatever the text; the extra option comes last.
  const kept = chosen && !picker.options.some((o) => o.id === chosen.id) && chosen.id !== extra?.id ? [chosen] : [];
  const listed = [...kept, ...picker.options, ...(extra && !picker.failed ? [{ ...extra, detail: "", family: "" }] : [])];
  return (
    <fieldset aria-describedby={invalid ? field.errorId : undefined} className="min-w-0 sm:col-span-2">
      <legend id={legendId} className="block text-sm font-medium text-ink">
        {label}
      </legend>
      <p id={hintId} className="text-xs text-ink/70">
        {HINT}
      </p>
      {Enhanced ? (
        <Enhanced start={start} label={label} hintId={hintId} errorId={field.errorId} invalid={invalid} chosen={chosen} extra={extra} onPick={pick} />
      ) : (
        <div className="flex gap-2">
          <input
            ref={plain}
            // One element with and without JavaScript, so a focus it had before hydration stays.
            type={hydrated ? "text" : "search"}
            name={hydrated ? undefined : ASSET_QUERY_FIELD}
            defaultValue={picker.query}
            aria-label={hydrated ? undefined : `Search ${label.toLowerCase()}s`}
            aria-labelledby={hydrated ? legendId : undefined}
            aria-describedby={[hintId, invalid ? field.errorId : null].filter(Boolean).join(" ")}
            aria-invalid={(hydrated && invalid) || undefined}
            autoComplete="off"
            maxLength={100}
            onFocus={hydrated ? (e) => e.currentTarget.select() : undefined}
            onKeyDown={hydrated ? enhance : undefined}
            onPointerDown={hydrated ? enhance : undefined}
            onInput={hydrated ? enhance : undefined}
            onPointerEnter={hydrated ? () => void loadCombobox().catch(() => undefined) : undefined}
            className={`${INPUT} min-w-0 flex-1`}
          />
          {hydrated ? null : (
            <button type="submit" name="intent" value={FIND_ASSET_INTENT} formNoValidate className={`${SECONDARY_BUTTON} mt-1 shrink-0`}>
              Search
            </button>
          )}
        </div>
      )}
      {hydrated ? (
        <input type="hidden" name={field.name} value={chosen?.id ?? ""} />
      ) : (
        <NoScriptList name={field.name} id={field.id} chosenId={chosen?.id ?? ""} picker={picker} listed={listed} invalid={invalid} errorId={field.errorId} />
      )}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

/** The matches as radio buttons (without JavaScript, and until the page is interactive). */
function NoScriptList(props: { name: string; id: string; chosenId: string; picker: PickerView; listed: PickerOption[]; invalid: boolean; errorId: string }) {
  const { picker, listed } = props;
  if (picker.failed) {
    return (
      <p role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
        {PICKER_FAILED}
      </p>
    );
  }
  const matched = picker.options.length;
  return (
    <>
      {picker.total === 0 ? (
        <p role="status" className="mt-2 text-sm text-ink/80">
          {NO_MATCHING_ASSETS}
        </p>
      ) : null}
      {listed.length ? (
        <ul aria-label="Matching assets" className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200">
          {listed.map((o) => (
            <li key={o.id}>
              <label className="flex cursor-pointer items-start gap-2 px-3 py-2 hover:bg-slate-50">
                <input
                  type="radio"
                  name={props.name}
                  value={o.id}
                  defaultChecked={o.id === props.chosenId}
                  aria-invalid={props.invalid || undefined}
                  aria-describedby={props.invalid ? props.errorId : undefined}
                  className="mt-1 h-4 w-4 shrink-0 accent-brand-blue-dark"
                />
                <span className="min-w-0">
                  <span className="block font-medium break-words text-ink">{o.label}</span>
                  {o.detail ? <span className="block text-xs text-ink/70">{o.detail}</span> : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      {picker.total > matched ? (
        <p className="mt-1 text-xs text-ink/70">
          Showing {matched} of {picker.total}. Search to narrow the list.
        </p>
      ) : null}
    </>
  );
}
