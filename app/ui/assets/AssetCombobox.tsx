import { useCombobox } from "downshift";
import { useEffect, useRef, useState } from "react";
import { useTakeOverFocus } from "~/ui/combobox-takeover";
import { ASSET_PICKER_PATH, NO_MATCHING_ASSETS, PICKER_FAILED, type AssetPickerAnswer, type PickerOption } from "~/domain/asset-picker";
import { INPUT } from "../styles";
import type { ComboboxProps } from "./picker-types";

/** Typing settles this long before the matches are asked (one request per pause, not per key). */
const DEBOUNCE_MS = 250;

type Answer =
  | { state: "idle" }
  | { state: "loading"; query: string; last?: AssetPickerAnswer }
  | { state: "done"; query: string; last: AssetPickerAnswer }
  | { state: "failed"; query: string };

/**
 * The asset picker with JavaScript (docs/decisions/071, 089): a combobox (downshift), loaded only when
 * the picker is first used (AssetPicker.tsx), so no dialog's first visit downloads it. The text is
 * debounced and the matches asked of /asset-picker (the same matching as the form's own search
 * without JavaScript); a newer text aborts the older request. Opening it without text lists the
 * first assets. No option is active until the arrows move to one (089): Down then Enter picks the
 * first match. The choice goes back to AssetPicker, which holds it in the form's hidden field.
 */
export default function AssetCombobox({ start, label, hintId, errorId, invalid, chosen, extra, onPick }: ComboboxProps) {
  const [initial] = useState(start);
  // What the user typed since the last choice; null while the box shows the chosen asset.
  const [typed, setTyped] = useState<string | null>(initial.value ? initial.value : null);
  const query = typed ?? "";
  const [debounced, setDebounced] = useState(query.trim());
  // Asked once the list first opens, then on every settled text (never again just for reopening).
  const [wanted, setWanted] = useState(initial.focus);
  const [result, setResult] = useState<Answer>({ state: "idle" });
  const input = useRef<HTMLInputElement>(null);

  // The plain box the user was in was replaced by this one: focus it, caret at the end.
  useTakeOverFocus(input, initial);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    setResult((previous) => ({ state: "loading", query: debounced, last: previous.state === "done" || previous.state === "loading" ? previous.last : undefined }));
    fetch(`${ASSET_PICKER_PATH}?q=${encodeURIComponent(debounced)}`, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then(async (response) => {
        // Signed out (sent to the sign-in page) or an upstream failure: said, never an empty list.
        if (!response.ok || response.redirected) throw new Error(String(response.status));
        const answer = (await response.json()) as AssetPickerAnswer;
        setResult({ state: "done", query: debounced, last: answer });
      })
      .catch(() => {
        if (!controller.signal.aborted) setResult({ state: "failed", query: debounced });
      });
    return () => controller.abort();
  }, [debounced, wanted]);

  // While a newer text is asked, the last answer stays listed (the list does not blink empty).
  const shown = result.state === "done" || result.state === "loading" ? result.last : undefined;
  const current = result.state === "done" && result.query === query.trim() ? result.last : undefined;
  const options: PickerOption[] = [...(shown?.options ?? []), ...(extra && shown ? [{ ...extra, detail: "", family: "" }] : [])];
  const status =
    result.state === "failed"
      ? PICKER_FAILED
      : !current
        ? "Searching…"
        : current.total === 0
          ? NO_MATCHING_ASSETS
          : current.total > current.options.length
            ? `Showing ${current.options.length} of ${current.total}. Type more to narrow the list.`
            : null;

  const types = useCombobox.stateChangeTypes;
  // The box's text is downshift's own (a text held by React would lose keys typed quickly); what
  // was typed since the last choice is mirrored into `typed` for the debounced search.
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, openMenu } = useCombobox<PickerOption>({
    items: options,
    itemToString: (option) => option?.label ?? "",
    itemToKey: (option) => option?.id,
    initialInputValue: typed ?? chosen?.label ?? "",
    selectedItem: chosen,
    onInputValueChange: ({ inputValue, type }) => {
      if (type === types.InputChange) setTyped(inputValue ?? "");
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      setTyped(null);
      onPick(selectedItem);
    },
    onIsOpenChange: ({ isOpen: open }) => {
      if (open) setWanted(true);
      // Closed without a choice (Escape, leaving the box): the box shows the chosen asset again.
      else setTyped(null);
    },
    stateReducer: (state, { type, changes }) => {
      switch (type) {
        // Opened by a press or a focus: the list, nothing active (not even the chosen asset).
        case types.InputClick:
        case types.FunctionOpenMenu:
          return { ...changes, isOpen: true, highlightedIndex: -1 };
        // Leaving the box or Escape never chooses nor clears: the chosen asset is shown again.
        case types.InputBlur:
        case types.InputKeyDownEscape:
          return { ...changes, selectedItem: state.selectedItem, inputValue: state.selectedItem?.label ?? "" };
        default:
          return changes;
      }
    },
  });

  return (
    <div className="relative">
      <input
        {...getInputProps({
          ref: input,
          // Named by the picker's legend.
          "aria-label": label,
          "aria-describedby": [hintId, invalid ? errorId : null].filter(Boolean).join(" "),
          "aria-invalid": invalid || undefined,
          maxLength: 100,
          placeholder: "Type to search your assets",
          className: INPUT,
          onFocus: () => {
            if (!isOpen) openMenu();
          },
          onKeyDown: (event) => {
            // Escape with the list closed is the dialog's (it closes), not downshift's.
            if (event.key === "Escape" && !isOpen) (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
          },
        })}
      />
      {isOpen && status ? (
        <p role="status" className="mt-1 text-sm text-ink/80">
          {status}
        </p>
      ) : null}
      <ul
        {...getMenuProps({ "aria-label": "Matching assets" })}
        className={
          isOpen && options.length > 0
            ? "absolute right-0 left-0 z-40 mt-1 max-h-72 overflow-y-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-black/10"
            : "hidden"
        }
      >
        {isOpen
          ? options.map((o, index) => (
              <li key={o.id} {...getItemProps({ item: o, index })} data-focus={highlightedIndex === index ? "" : undefined} className="combobox-option">
                <span className="block font-medium break-words">{o.label}</span>
                {o.detail ? <span className="block text-xs opacity-80">{o.detail}</span> : null}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
