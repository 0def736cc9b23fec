import type { FieldMetadata } from "@conform-to/react";
import { useLayoutEffect, useRef, useState, type ComponentType } from "react";
import { ASSET_QUERY_FIELD, PICKER_FAILED, type PickerOption } from "~/domain/asset-picker";
import { FieldErrors } from "../form/FieldErrors";
import { INPUT } from "../styles";
import { useHydrated } from "../useHydrated";
import { serverOnly } from "../server-only";
import { AssetPickerFallback } from "./AssetPickerFallback";
import type { ComboboxProps, ExtraOption, PickerView } from "./picker-types";

/** The combobox (Headless UI) in a chunk of its own, fetched when the picker is first used. */
const loadCombobox = () => import("./AssetCombobox").then((m) => m.default as ComponentType<ComboboxProps>);

/**
 * The no-JavaScript part (Search button, the matches as radio buttons, 'No matching assets found.')
 * is rendered by the server only (app/ui/server-only.tsx): no dialog's JavaScript carries its code.
 */
const Fallback = serverOnly(import.meta.env.SSR ? AssetPickerFallback : null);

const HINT = "Search by name, serial/OC number or product family.";

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
 * the first key or pointer press in it loads a combobox (downshift) (AssetCombobox.tsx, a chunk of
 * its own as the header search's is, docs/decisions/038) that asks /asset-picker for matches as
 * the user types. The chosen id travels in a hidden field either way.
 */
export function AssetPicker({ field, picker, label = "Asset", extra, onChange }: Props) {
  const hydrated = useHydrated();
  const serverChoice = picker.chosen ?? (extra && field.initialValue === extra.id ? { ...extra, detail: "", family: "" } : null);
  const [chosen, setChosen] = useState(serverChoice);
  // A new answer of the server (a refresh, a failed submit) says what is chosen; the combobox stays.
  const [seen, setSeen] = useState(serverChoice?.id);
  if (serverChoice?.id !== seen) {
    setSeen(serverChoice?.id);
    setChosen(serverChoice);
  }
  const [Enhanced, setEnhanced] = useState<ComponentType<ComboboxProps> | null>(null);
  const loading = useRef(false);
  const plain = useRef<HTMLInputElement>(null);

  const legendId = `${field.id}-legend`;
  const hintId = `${field.id}-hint`;
  const invalid = Boolean(field.errors?.length);

  // With JavaScript the search field shows the chosen asset (the combobox's look before it loads).
  useLayoutEffect(() => {
    if (hydrated && plain.current) plain.current.value = chosen?.label ?? "";
  }, [hydrated, chosen]);

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
  // The form hears of a choice once the hidden field holds it (the complaint reads the form at once):
  // after the commit that wrote it.
  const [picked, setPicked] = useState<PickerOption | null>(null);
  const heard = useRef(onChange);
  heard.current = onChange;
  useLayoutEffect(() => {
    if (picked) heard.current?.(picked);
  }, [picked]);
  const pick = (option: PickerOption) => {
    setChosen(option);
    setPicked(option);
  };
  return (
    <fieldset aria-describedby={invalid ? field.errorId : undefined} className="min-w-0 sm:col-span-2">
      <legend id={legendId} className="field-label">
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
            onKeyDown={hydrated ? enhance : undefined}
            onPointerDown={hydrated ? enhance : undefined}
            onInput={hydrated ? enhance : undefined}
            className={`${INPUT} min-w-0 flex-1`}
          />
          {hydrated ? null : <Fallback part="button" />}
        </div>
      )}
      {picker.failed ? (
        <p role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {PICKER_FAILED}
        </p>
      ) : null}
      {hydrated ? (
        <input type="hidden" name={field.name} value={chosen?.id ?? ""} />
      ) : (
        <Fallback part="list" name={field.name} chosen={chosen} extra={extra} picker={picker} invalid={invalid} errorId={field.errorId} />
      )}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
