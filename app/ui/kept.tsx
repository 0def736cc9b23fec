import { useNavigate, useSubmit } from "@remix-run/react";
import { useLayoutEffect, useRef, useState, type DOMAttributes, type FormEvent, type MouseEvent, type ReactNode } from "react";

/** The markup each island had when the page was hydrated, by id (read once from the server's HTML). */
const kept = new Map<string, string>();

/** The server's markup of the kept part `id` in this document (undefined when the document had none). */
export function keptHtml(id: string): string | undefined {
  let html = kept.get(id);
  if (html === undefined) {
    html = document.getElementById(id)?.innerHTML;
    if (html !== undefined) kept.set(id, html);
  }
  return html;
}

/**
 * Whether `html` says what `element` already shows: both as the browser writes them, without the
 * comments React's streamed render puts between texts.
 */
function sameMarkup(element: Element, html: string): boolean {
  const template = document.createElement("template");
  template.innerHTML = html;
  const plain = (markup: string) => markup.replace(/<!--[^]*?-->/g, "");
  return plain(template.innerHTML) === plain(element.innerHTML);
}

/** Loads the page anew, for this address and part at most once in 10 s: a document that
 * still lacks it shows it empty rather than load again and again. */
function reloadOnce(id: string) {
  const key = `kept-reload:${location.pathname}${location.search}#${id}`;
  try {
    if (Date.now() - Number(sessionStorage.getItem(key) ?? 0) < 10_000) return;
    sessionStorage.setItem(key, String(Date.now()));
  } catch {
    // Storage refused (a private window's quota): reload anyway; the document will have the part.
  }
  window.location.reload();
}

/** Listeners a host may add for what happens inside (focus, input, pointer: React's bubbling events). */
type Listeners = Pick<DOMAttributes<HTMLDivElement>, "onFocus" | "onInput" | "onPointerOver">;

/**
 * Markup the server draws and the browser keeps (docs/decisions/011, issue 54): parts of a page
 * that nothing in the browser changes while the document lives (the signed-in frame's menu, its
 * footer, the header's fixed links). The server renders `children` inside a `display: contents`
 * element with this `id`; the browser's bundle never holds their code: pass them as
 *
 *     <Kept id="frame-footer">{import.meta.env.SSR ? <Footer … /> : null}</Kept>
 *
 * so Vite drops the other branch and the components' imports. In the browser React hydrates the
 * element with the server's HTML as its inner HTML and never looks inside it again; should the
 * element be drawn anew (an error boundary's frame), it gets the same HTML back.
 *
 * Inside, a link or a form that Remix's `<Link>` or `<Form>` rendered (they carry
 * `data-discover`) is still followed by the router, as theirs would be: a click or a submit inside
 * is handed to `navigate` / `submit` (so route dialogs open over the page, 068). A plain `<a>` or
 * `<form>` (`reloadDocument`, an external link) stays the browser's.
 *
 * What may be kept: markup whose data does not change while the document lives (a form that
 * changes it posts as a plain form, so the page comes back whole), or whose loader sends it anew
 * with every data request (`html`, app/http/drawn.server.tsx: a page's static sections). What
 * follows the location in the frame (a returnTo, the current menu entry) is set by the host after
 * each navigation (Shell.tsx).
 */
export function Kept({ id, children, className = "contents", html, hidden, ...listeners }: { id: string; children: ReactNode; className?: string; html?: string; hidden?: boolean } & Listeners) {
  const navigate = useNavigate();
  const submit = useSubmit();
  const ref = useRef<HTMLDivElement>(null);
  // React puts the markup in once: after the document's render the server's HTML (hydration keeps
  // it), or for an element drawn anew the loader's (`html`) or the document's kept copy.
  const [first] = useState(() => (import.meta.env.SSR ? "" : (html ?? keptHtml(id))));
  // A part this document never had and no loader drew (a client navigation from another frame: a
  // 404 page's, the admin portal's) cannot be drawn in the browser: the page is loaded anew.
  useLayoutEffect(() => {
    if (first === undefined) reloadOnce(id);
  }, [first, id]);
  // Later markup (a client navigation, a revalidation: `html`, drawn by app/http/drawn.server.tsx)
  // is put in place only when it says something else, so a revalidation that changes nothing keeps
  // the nodes, and the focus on them (a dialog closing gives it back to the link that opened it).
  useLayoutEffect(() => {
    const element = ref.current;
    if (html !== undefined && element && !sameMarkup(element, html)) element.innerHTML = html;
  }, [html]);
  if (import.meta.env.SSR) {
    return (
      <div id={id} className={className} hidden={hidden}>
        {children}
      </div>
    );
  }
  // As react-router's link click handler: a plain left click on a router link, not opened elsewhere.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.("a[data-discover]") as HTMLAnchorElement | null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (link.target && link.target !== "_self") return;
    event.preventDefault();
    const to = link.getAttribute("href") ?? "/";
    // `preventScrollReset` (a <Link> prop, not in its markup) is marked `data-keep-scroll` by the part.
    navigate(to, { replace: to === location.pathname + location.search + location.hash, preventScrollReset: link.hasAttribute("data-keep-scroll") });
  };

  // As Remix's <Form>: its submitter's name and value, method and action from the form (and
  // `preventScrollReset`, marked `data-keep-scroll`).
  const onSubmit = (event: FormEvent<HTMLDivElement>) => {
    const form = event.target as HTMLFormElement;
    if (event.defaultPrevented || !form.hasAttribute("data-discover")) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    submit(submitter ?? form, { method: (submitter?.getAttribute("formmethod") ?? form.getAttribute("method") ?? "get") as "get", preventScrollReset: form.hasAttribute("data-keep-scroll") });
  };

  return <div ref={ref} id={id} className={className} hidden={hidden} {...listeners} onClick={onClick} onSubmit={onSubmit} dangerouslySetInnerHTML={{ __html: first ?? "" }} suppressHydrationWarning />;
}
