import { useLocation } from "@remix-run/react";
import { useLayoutEffect, useRef, useState, type ComponentType } from "react";
import { createPortal } from "react-dom";
import { Kept } from "../kept";
import { PlainSearch } from "./SearchFrame";

/** `start()`: the plain box's text and whether it has focus, read while the dropdown first renders. */
type Combobox = ComponentType<{ start: () => { value: string; focus: boolean } }>;
/** The dropdown's code (downshift) in a chunk of its own, fetched on first use only. */
const loadCombobox = () => import("./SearchCombobox").then((m) => m.default as Combobox);

/** The plain form's box (SearchFrame.tsx PlainSearch), until the dropdown takes its place. */
const PLAIN_BOX = "#frame-search form[data-plain] input";

/**
 * The header's global search (docs/decisions/038). Server-rendered as a plain GET form to the
 * results page (/search?q=…), which is all there is without JavaScript: kept markup (app/ui/kept.tsx),
 * so the page's script holds none of it (issue 54). With JavaScript, the first focus or keystroke
 * in the box loads the dropdown's code and puts it in the box's place with what was typed (a
 * pointer over the box fetches it ahead), so pages that are only visited add nothing to their
 * first-visit JavaScript. Below 960 px the header has no room for a box: a search button leads to
 * the results page, which has its own form. On that page the header's search is hidden: one per
 * page (issue 42 §6).
 */
export function HeaderSearch() {
  const { pathname } = useLocation();
  const [Enhanced, setEnhanced] = useState<Combobox | null>(null);
  const slot = useRef<Element | null>(null);
  const loading = useRef(false);

  const onBox = (event: { target: EventTarget }) => {
    if (loading.current || !(event.target as Element).matches(PLAIN_BOX)) return;
    loading.current = true;
    loadCombobox().then(
      (component) => {
        slot.current = document.querySelector("#frame-search [data-search-slot]");
        setEnhanced(() => component);
      },
      // A chunk that fails to load (a deploy in between) leaves the plain form working.
      () => (loading.current = false),
    );
  };

  // A new page clears the plain box (a result was chosen, or the user moved on); the dropdown clears itself.
  useLayoutEffect(() => {
    const box = document.querySelector<HTMLInputElement>(PLAIN_BOX);
    if (box) box.value = "";
  }, [pathname]);

  // The plain form leaves once the dropdown has read it (`start`, at its first render) and taken its place.
  useLayoutEffect(() => {
    if (Enhanced) document.querySelector("#frame-search form[data-plain]")?.remove();
  }, [Enhanced]);

  const start = () => {
    const box = document.querySelector<HTMLInputElement>(PLAIN_BOX);
    return { value: box?.value ?? "", focus: Boolean(box && document.activeElement === box) };
  };

  return (
    <>
      <Kept
        id="frame-search"
        hidden={pathname.toLowerCase() === "/search"}
        onFocus={onBox}
        onInput={onBox}
        onPointerOver={(event) => void ((event.target as Element).matches(PLAIN_BOX) && loadCombobox().catch(() => undefined))}
      >
        {import.meta.env.SSR ? <PlainSearch /> : null}
      </Kept>
      {Enhanced && slot.current ? createPortal(<Enhanced start={start} />, slot.current) : null}
    </>
  );
}
