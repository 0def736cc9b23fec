import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type ComponentType } from "react";
import { SEARCH_MAX_LENGTH } from "~/domain/search";
import { SearchIcon } from "../icons";
import { SEARCH_FIELD, SEARCH_FORM, SEARCH_INPUT, SEARCH_NAME, SEARCH_SUBMIT } from "./search-styles";

type Combobox = ComponentType<{ initialValue: string }>;
/** The dropdown's code (Headless UI) in a chunk of its own, fetched on first use only. */
const loadCombobox = () => import("./SearchCombobox").then((m) => m.default as Combobox);

/**
 * The header's global search (docs/decisions/038). Server-rendered as a plain GET form to the
 * results page (/search?q=…), which is all there is without JavaScript. With JavaScript, the first
 * focus or keystroke loads the dropdown's code and swaps it in with what was typed, so pages that
 * are only visited add nothing to their first-visit JavaScript. Below 600 px the header has no room
 * for a box: a search button leads to the results page, which has its own form.
 */
export function HeaderSearch() {
  const { pathname, search } = useLocation();
  const onResults = pathname.toLowerCase() === "/search";
  const initial = onResults ? (new URLSearchParams(search).get("q") ?? "") : "";
  const [Enhanced, setEnhanced] = useState<Combobox | null>(null);
  const [typed, setTyped] = useState(initial);
  const plain = useRef<HTMLInputElement>(null);
  const loading = useRef(false);

  const enhance = () => {
    if (loading.current) return;
    loading.current = true;
    loadCombobox().then(
      (component) => {
        setTyped(plain.current?.value ?? "");
        setEnhanced(() => component);
      },
      // A chunk that fails to load (a deploy in between) leaves the plain form working.
      () => {
        loading.current = false;
      },
    );
  };

  // A new page clears the box (a result was chosen, or the user moved on).
  useEffect(() => {
    if (plain.current) plain.current.value = initial;
  }, [pathname, initial]);

  return (
    <>
      <Link to="/search" aria-label="Search" className="flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-gray-100 sm:hidden">
        <SearchIcon />
      </Link>
      <div className="hidden max-w-md min-w-0 flex-1 sm:flex">
        {Enhanced ? (
          <Enhanced initialValue={typed} />
        ) : (
          <form method="get" action="/search" role="search" aria-label={SEARCH_NAME} className={SEARCH_FORM}>
            <div className={SEARCH_FIELD}>
              <label htmlFor="header-search" className="sr-only">
                {SEARCH_NAME}
              </label>
              <input
                ref={plain}
                id="header-search"
                name="q"
                type="search"
                autoComplete="off"
                maxLength={SEARCH_MAX_LENGTH}
                placeholder="Search assets, orders, tickets"
                defaultValue={initial}
                onFocus={enhance}
                onInput={enhance}
                onPointerEnter={() => void loadCombobox().catch(() => undefined)}
                className={SEARCH_INPUT}
              />
            </div>
            <button type="submit" className={SEARCH_SUBMIT} aria-label="Search">
              <SearchIcon className="h-4 w-4" />
            </button>
          </form>
        )}
      </div>
    </>
  );
}
