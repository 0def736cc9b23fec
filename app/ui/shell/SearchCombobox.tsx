import { useCombobox } from "downshift";
import { useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTakeOverFocus } from "~/ui/combobox-takeover";
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_EMPTY,
  SEARCH_FAILED,
  readSearchText,
  searchPageHref,
  type SearchItem,
} from "~/domain/search";
import type { SearchPageData } from "~/domain/search";
import { SEARCH_INPUT_PROPS, SEARCH_LABEL_ID, SearchFrame } from "./SearchFrame";


/**
 * The header search with JavaScript (docs/decisions/038, 089): a combobox (downshift's useCombobox). Loaded only when
 * the plain search box is first used (HeaderSearch), so first visits do not download it. The text
 * is debounced; from 3 characters the results page's loader is asked through a fetcher, and a newer
 * text aborts the older request (the fetcher cancels its previous load; nothing is shown for it).
 * No result is active until the arrows move to one (089): Down then Enter opens the first match;
 * Enter with no result chosen, or the button, opens the results page. Choosing a result goes to
 * its page and clears the box.
 */
export default function SearchCombobox({ start }: { start: () => { value: string; focus: boolean } }) {
  const [initial] = useState(start);
  const [query, setQuery] = useState(initial.value);
  const [debounced, setDebounced] = useState(initial.value);
  const fetcher = useFetcher<SearchPageData>();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const load = fetcher.load;
  const { pathname } = useLocation();
  const mounted = useRef(false);
  const clearBox = useRef(() => undefined as void);

  // Another page clears the box (the results page keeps its text).
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (pathname.toLowerCase() !== "/search") {
      clearBox.current();
      setDebounced("");
    }
  }, [pathname]);

  // The plain box the user was in was replaced by this one: focus it, caret at the end.
  useTakeOverFocus(input, initial);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const text = readSearchText(debounced);
  const searchable = text.kind === "ok" ? text.q : null;
  useEffect(() => {
    if (searchable) load(searchPageHref(searchable));
  }, [searchable, load]);

  const answer = fetcher.data && searchable && fetcher.data.q === searchable ? fetcher.data : null;
  const typedEnough = readSearchText(query).kind === "ok";
  const groups = answer?.groups ?? [];
  const status = !typedEnough
    ? null
    : !answer || fetcher.state === "loading"
      ? "Searching…"
      : answer.state === "error"
        ? SEARCH_FAILED
        : groups.length === 0
          ? // The server's words: 'No Result Found' and what search finds (issue 52 §4).
            (answer.message ?? SEARCH_EMPTY)
          : null;

  // One flat list for the keyboard (downshift counts items in order), drawn in its groups.
  const items = typedEnough ? groups.flatMap((group) => group.items) : [];
  const choose = (item: SearchItem | null | undefined) => {
    if (!item) return;
    setDebounced("");
    input.current?.blur();
    navigate(item.href);
  };
  const types = useCombobox.stateChangeTypes;
  // The box's text is downshift's own (a text held by React would lose keys typed quickly); its
  // changes are mirrored into `query` for the debounced search.
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, setInputValue } = useCombobox<SearchItem>({
    id: "header-search-combobox",
    inputId: SEARCH_INPUT_PROPS.id,
    labelId: SEARCH_LABEL_ID,
    items,
    itemToString: (item) => item?.text ?? "",
    initialInputValue: initial.value,
    // Always nothing chosen: each choice is a navigation, and the same result may be chosen again.
    selectedItem: null,
    onInputValueChange: ({ inputValue }) => setQuery(inputValue ?? ""),
    onSelectedItemChange: ({ selectedItem }) => choose(selectedItem),
    stateReducer: (state, { type, changes }) => {
      switch (type) {
        // A choice clears the box.
        case types.ItemClick:
        case types.InputKeyDownEnter:
          return { ...changes, inputValue: "" };
        // Leaving the box (Tab, a click elsewhere) never chooses the option the pointer rested on.
        case types.InputBlur:
          return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
        default:
          return changes;
      }
    },
  });
  clearBox.current = () => setInputValue("");
  let index = 0;

  return (
    <SearchFrame
      onSubmit={(event) => {
        // Enter with no result chosen (nothing is active until the arrows move to one), or the
        // button: the results page.
        event.preventDefault();
        navigate(searchPageHref(query.trim()));
      }}
    >
      <input
        {...getInputProps({
          ...SEARCH_INPUT_PROPS,
          ref: input,
          onKeyDown: (event) => {
            // Enter with no result active: the form's own submit (the results page), not downshift's.
            if (event.key === "Enter" && highlightedIndex < 0) (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
          },
        })}
      />
      {isOpen && status ? (
        <p role="status" className="absolute top-full right-0 left-0 z-40 mt-1 rounded-md bg-white px-3 py-2 text-sm text-ink shadow-lg ring-1 ring-black/10">
          {status}
        </p>
      ) : null}
      {/* Always in the page, so the box always names its list (aria-controls); hidden while there
          is nothing to choose. */}
      <div
        {...getMenuProps({ "aria-label": "Search results" })}
        className={
          isOpen && items.length > 0
            ? "absolute top-full right-0 left-0 z-40 mt-1 max-h-[300px] overflow-y-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-black/10"
            : "hidden"
        }
      >
        {isOpen
          ? groups.map((group) => (
              <div key={group.key} role="group" aria-label={group.heading}>
                <p aria-hidden="true" className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink/70 uppercase">
                  {group.heading}
                </p>
                {group.items.map((item) => {
                  const at = index++;
                  return (
                    <div key={item.key} {...getItemProps({ item, index: at })} data-focus={highlightedIndex === at ? "" : undefined} className="combobox-option">
                      <span className="opacity-80">{item.label}</span> <span className="font-medium">{item.text}</span>
                      {item.detail ? <span className="block text-xs opacity-80">{item.detail}</span> : null}
                    </div>
                  );
                })}
              </div>
            ))
          : null}
      </div>
    </SearchFrame>
  );
}
