import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
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
import type { SearchPageData } from "~/routes/_app.search";
import { SEARCH_INPUT_PROPS, SearchFrame } from "./SearchFrame";


/**
 * The header search with JavaScript (docs/decisions/038): a Headless UI combobox. Loaded only when
 * the plain search box is first used (HeaderSearch), so first visits do not download it. The text
 * is debounced; from 3 characters the results page's loader is asked through a fetcher, and a newer
 * text aborts the older request (the fetcher cancels its previous load; nothing is shown for it).
 * Choosing a result goes to its page and clears the box; Enter with no result chosen, or the
 * button, opens the results page.
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

  // Another page clears the box (the results page keeps its text).
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (pathname.toLowerCase() !== "/search") {
      setQuery("");
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
          ? SEARCH_EMPTY
          : null;

  const choose = (item: SearchItem | null) => {
    if (!item) return;
    setQuery("");
    setDebounced("");
    input.current?.blur();
    navigate(item.href);
  };

  return (
    <SearchFrame
      onSubmit={(event) => {
        event.preventDefault();
        navigate(searchPageHref(query.trim()));
      }}
    >
      <Combobox<SearchItem | null> value={null} onChange={choose} immediate={false}>
        {({ open, activeIndex }) => (
          <>
            <ComboboxInput
              ref={input}
              {...SEARCH_INPUT_PROPS}
              displayValue={() => query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event: React.KeyboardEvent<HTMLInputElement>) => {
                // Enter with no result chosen opens the results page (the dropdown closes).
                if (event.key === "Enter" && activeIndex === null && query.trim()) {
                  event.preventDefault();
                  navigate(searchPageHref(query.trim()));
                }
              }}
            />
            {open && status ? (
              <p role="status" className="absolute top-full right-0 left-0 z-40 mt-1 rounded-md bg-white px-3 py-2 text-sm text-ink shadow-lg ring-1 ring-black/10">
                {status}
              </p>
            ) : null}
            {/* Always there while open, so the expanded box always names its list (aria-controls);
                hidden while there is nothing to choose. */}
            <ComboboxOptions
              aria-label="Search results"
              // Not modal: the page stays usable (and readable) while the list is open.
              modal={false}
              className={
                typedEnough && groups.length > 0
                  ? "absolute top-full right-0 left-0 z-40 mt-1 max-h-[300px] overflow-y-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-black/10"
                  : "hidden"
              }
            >
              {(typedEnough ? groups : []).map((group) => (
                <div key={group.key} role="group" aria-label={group.heading}>
                  <p aria-hidden="true" className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink/70 uppercase">
                    {group.heading}
                  </p>
                  {group.items.map((item) => (
                    <ComboboxOption
                      key={item.key}
                      value={item}
                      className="cursor-pointer px-3 py-2 data-[focus]:bg-brand-blue-dark data-[focus]:text-white"
                    >
                      <span className="opacity-80">{item.label}</span> <span className="font-medium">{item.text}</span>
                      {item.detail ? <span className="block text-xs opacity-80">{item.detail}</span> : null}
                    </ComboboxOption>
                  ))}
                </div>
              ))}
            </ComboboxOptions>
          </>
        )}
      </Combobox>
    </SearchFrame>
  );
}
