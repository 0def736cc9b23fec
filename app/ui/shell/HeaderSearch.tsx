import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type ComponentType } from "react";
import { SearchIcon } from "../icons";
import { SEARCH_INPUT_PROPS, SearchFrame } from "./SearchFrame";

/** `start()`: the plain box's text and whether it has focus, read while the dropdown first renders. */
type Combobox = ComponentType<{ start: () => { value: string; focus: boolean } }>;
/** The dropdown's code (Headless UI) in a chunk of its own, fetched on first use only. */
const loadCombobox = () => import("./SearchCombobox").then((m) => m.default as Combobox);

/**
 * The header's global search (docs/decisions/038). Server-rendered as a plain GET form to the
 * results page (/search?q=…), which is all there is without JavaScript. With JavaScript, the first
 * focus or keystroke loads the dropdown's code and swaps it in with what was typed, so pages that
 * are only visited add nothing to their first-visit JavaScript. Below 960 px the header has no room
 * for a box: a search button leads to the results page, which has its own form.
 */
export function HeaderSearch() {
  const { pathname, search } = useLocation();
  const onResults = pathname.toLowerCase() === "/search";
  const initial = onResults ? (new URLSearchParams(search).get("q") ?? "") : "";
  const [Enhanced, setEnhanced] = useState<Combobox | null>(null);
  const plain = useRef<HTMLInputElement>(null);
  const loading = useRef(false);

  const enhance = () => {
    if (loading.current) return;
    loading.current = true;
    loadCombobox().then(
      (component) => setEnhanced(() => component),
      // A chunk that fails to load (a deploy in between) leaves the plain form working.
      () => {
        loading.current = false;
      },
    );
  };

  // Read while the dropdown renders, before the plain box is removed, so no keystroke is lost;
  // focus moves to the new box only if the user is still in the old one (Tab may have moved on).
  const start = () => ({
    value: plain.current?.value ?? initial,
    focus: typeof document !== "undefined" && document.activeElement === plain.current,
  });

  // A new page clears the box (a result was chosen, or the user moved on).
  useEffect(() => {
    if (plain.current) plain.current.value = initial;
  }, [pathname, initial]);

  return (
    <>
      <Link to="/search" className="search-open">
        <SearchIcon />
        <span className="sr-only">Search</span>
      </Link>
      <div className="hidden max-w-md min-w-0 flex-1 md:flex">
        {Enhanced ? (
          <Enhanced start={start} />
        ) : (
          <SearchFrame>
            <input
              ref={plain}
              {...SEARCH_INPUT_PROPS}
              defaultValue={initial}
              onFocus={enhance}
              onInput={enhance}
              onPointerEnter={() => void loadCombobox().catch(() => undefined)}
            />
          </SearchFrame>
        )}
      </div>
    </>
  );
}
