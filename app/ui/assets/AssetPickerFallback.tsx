import { FIND_ASSET_INTENT, NO_MATCHING_ASSETS, type PickerOption } from "~/domain/asset-picker";
import { SECONDARY_BUTTON } from "../styles";
import type { ExtraOption, PickerView } from "./picker-types";

export type FallbackProps =
  | { part: "button" }
  | { part: "list"; name: string; chosen: PickerOption | null; extra?: ExtraOption; picker: PickerView; invalid: boolean; errorId: string };

/**
 * The asset picker without JavaScript (docs/decisions/071): the Search button (it posts the whole
 * form back with `intent=find-asset`) and the matches as radio buttons, the chosen asset among
 * them. Rendered by the server only (AssetPicker.tsx): the browser never downloads this module.
 */
export function AssetPickerFallback(props: FallbackProps) {
  if (props.part === "button") {
    return (
      <button type="submit" name="intent" value={FIND_ASSET_INTENT} formNoValidate className={`${SECONDARY_BUTTON} mt-1 shrink-0`}>
        Search
      </button>
    );
  }
  return <NoScriptList {...props} />;
}

/** The matches as radio buttons (without JavaScript, and until the page is interactive). */
function NoScriptList(props: Extract<FallbackProps, { part: "list" }>) {
  const { picker, chosen, extra } = props;
  // The chosen asset stays listed (its radio checked) whatever the text; the extra option comes last.
  const kept = chosen && !picker.options.some((o) => o.id === chosen.id) && chosen.id !== extra?.id ? [chosen] : [];
  const listed = [...kept, ...picker.options, ...(extra ? [{ ...extra, detail: "", family: "" }] : [])];
  if (picker.failed) return null;
  const matched = picker.options.length;
  const radio = (o: PickerOption) => (
    <li key={o.id}>
      <label className="flex cursor-pointer items-start gap-2 px-3 py-2 hover:bg-slate-50">
        <input
          type="radio"
          name={props.name}
          value={o.id}
          defaultChecked={o.id === chosen?.id}
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
  );
  const more =
    picker.total > matched ? (
      <p className="mt-1 text-xs text-ink/70">
        Showing {matched} of {picker.total}. Search to narrow the list.
      </p>
    ) : null;
  // An asset chosen already (opened from its page, or the form's next step) and nothing searched:
  // the choice alone, the other assets folded away, so the next field is in sight (issue 52 §5).
  if (chosen && !picker.query) {
    const others = listed.filter((o) => o.id !== chosen.id);
    return (
      <>
        <ul aria-label="Chosen asset" className="mt-2 rounded-md border border-slate-200">
          {radio(chosen)}
        </ul>
        {others.length ? (
          <details className="mt-1 text-sm">
            <summary className="cursor-pointer font-medium text-brand-blue-dark">Choose another asset</summary>
            <ul aria-label="Matching assets" className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200">
              {others.map(radio)}
            </ul>
            {more}
          </details>
        ) : null}
      </>
    );
  }
  return (
    <>
      {picker.total === 0 ? (
        <p role="status" className="mt-2 text-sm text-ink/80">
          {NO_MATCHING_ASSETS}
        </p>
      ) : null}
      {listed.length ? (
        <ul aria-label="Matching assets" className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200">
          {listed.map(radio)}
        </ul>
      ) : null}
      {more}
    </>
  );
}
