import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { useEffect, useRef, useState } from "react";
import { useTakeOverFocus } from "~/ui/combobox-takeover";
import { ASSET_PICKER_PATH, NO_MATCHING_ASSETS, type PickerOption } from "~/domain/asset-picker";
import type { AssetPickerAnswer } from "~/routes/asset-picker";
import { INPUT } from "../styles";
import type { ComboboxProps } from "./AssetPicker";
import { PICKER_FAILED } from "~/domain/asset-picker";

/** Typing settles this long before the matches are asked (one request per pause, not per key). */
const DEBOUNCE_MS = 250;

type Answer =
  | { state: "idle" }
  | { state: "loading"; query: string; last?: AssetPickerAnswer }
  | { state: "done"; query: string; last: AssetPickerAnswer }
  | { state: "failed"; query: string };

/**
 * The asset picker with JavaScript (docs/decisions/071): a Headless UI combobox, loaded only when
 * the picker is first used (AssetPicker.tsx), so no dialog's first visit downloads it. The text is
 * debounced and the matches asked of /asset-picker (the same matching as the form's own search
 * without JavaScript); a newer text aborts the older request. Opening it without text lists the
 * first assets. The choice goes back to AssetPicker, which holds it in the form's hidden field.
 */
export default function AssetCombobox({ start, label, hintId, errorId, invalid, chosen, extra, onPick }: ComboboxProps) {
  const [initial] = useState(start);
  const [query, setQuery] = useState(initial.value);
  const [debounced, setDebounced] = useState(initial.value);
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

  return (
    <Combobox<PickerOption | null>
      value={chosen}
      by="id"
      onChange={(option) => {
        if (!option) return;
        setQuery("");
        onPick(option);
      }}
      onClose={() => setQuery("")}
      immediate
    >
      {({ open: isOpen }) => (
        <div className="relative">
          {isOpen && !wanted ? <Opened onOpen={() => setWanted(true)} /> : null}
          <ComboboxInput
            ref={input}
            // Headless UI names its input from its own Label only (an aria-labelledby is replaced).
            aria-label={label}
            aria-describedby={[hintId, invalid ? errorId : null].filter(Boolean).join(" ")}
            aria-invalid={invalid || undefined}
            autoComplete="off"
            maxLength={100}
            placeholder="Type to search your assets"
            displayValue={(option: PickerOption | null) => (query ? query : (option?.label ?? ""))}
            onChange={(event) => setQuery(event.target.value)}
            className={INPUT}
          />
          {isOpen && status ? (
            <p role="status" className="mt-1 text-sm text-ink/80">
              {status}
            </p>
          ) : null}
          <ComboboxOptions
            aria-label="Matching assets"
            modal={false}
            className={
              options.length > 0
                ? "absolute right-0 left-0 z-40 mt-1 max-h-72 overflow-y-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-black/10"
                : "hidden"
            }
          >
            {options.map((o) => (
              <ComboboxOption key={o.id} value={o} className="cursor-pointer px-3 py-2 data-[focus]:bg-brand-blue-dark data-[focus]:text-white">
                <span className="block font-medium break-words">{o.label}</span>
                {o.detail ? <span className="block text-xs opacity-80">{o.detail}</span> : null}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        </div>
      )}
    </Combobox>
  );
}

/** Says once that Headless UI opened the list (the first request waits for it). */
function Opened({ onOpen }: { onOpen: () => void }) {
  useEffect(onOpen, [onOpen]);
  return null;
}
