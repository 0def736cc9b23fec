import type { AgnosticDataRouteMatch, Location, Navigation, Router, RouterNavigateOptions, RouterState, To } from "@remix-run/router";
import { Component, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactElement, type ReactNode } from "react";
import {
  createPath,
  matchRoutes,
  NavigationType,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
} from "react-router-dom";
import { decode } from "turbo-stream";
import { dataUrl } from "~/ui/data-request";
import { DIALOG_LAYOUT, isDialogRoute } from "./dialog-routes";
import type { OverlayProps } from "./overlay-types";
export { opensOver } from "./dialog-over";
import { backQuietly, guardPopState } from "./history-guard";
import { DialogModal, OverlayClose, openerNow } from "./overlay-close";
import { ModalBehaviour } from "./dialog-modal";
import { DRAWER_ID } from "../shell/drawer";

/**
 * A route dialog drawn over the page it was opened from (docs/decisions/068), loaded when the
 * first one opens. It does what a navigation to the dialog would do, without leaving the page:
 *
 * - asks the dialog route's loader (with its child routes', for a drawer with tabs) through
 *   Remix's single-fetch URL, and loads the route module (as Remix would: by the manifest);
 * - pushes the dialog's URL (shareable: a reload or a visit shows it over its own page, as
 *   without JavaScript), and draws the route's own component inside the router's contexts set
 *   for it: its loader data, its action data, its URL, its params, a pending state of its own;
 * - sends the dialog's forms to its action itself (the router would leave the page): a refusal
 *   or failure shows in the dialog with every field kept; a redirect to the dialog's result
 *   shows the result over the page with the page's URL back; a redirect back to the page (a
 *   toast) closes it; anything else is a navigation;
 * - closes with Close, Escape, the browser's Back or a link to the page: the URL is the page's
 *   again and focus goes back to the control that opened it.
 *
 * Anything it cannot do as the navigation would (a failed load, a thrown error, a redirect from
 * the loader) falls back to the plain navigation, which shows the dialog over its own page.
 */

type Match = AgnosticDataRouteMatch;
type RouteModule = { default?: ComponentType; meta?: (args: unknown) => Array<Record<string, unknown>> | undefined };

/** What Remix keeps on `window`: the routes' module URLs, and the modules loaded so far. */
const remix = () =>
  window as unknown as { __remixManifest: { routes: Record<string, { module: string } | undefined> }; __remixRouteModules: Record<string, RouteModule | undefined> };

/** One dialog shown: its URL, its routes (the dialog's and its child tab's) and their data. */
interface Shown {
  href: string;
  matches: Match[];
  /** Index of the dialog's route in `matches`: the routes drawn are `matches[root..]`. */
  root: number;
  modules: RouteModule[];
  loaderData: Record<string, unknown>;
  actionData?: { routeId: string; data: unknown };
  /** The submit in flight, as `useNavigation()` shows it to the dialog. */
  navigation: Navigation;
}

const IDLE: Navigation = {
  state: "idle",
  location: undefined,
  formMethod: undefined,
  formAction: undefined,
  formEncType: undefined,
  formData: undefined,
  json: undefined,
  text: undefined,
};

/** A single-fetch answer that is not data: a thrown error. */
const FAILED = { failed: true };

/** Asks a route's loader or action through its single-fetch URL; null when nothing usable came back. */
async function ask(url: URL, init?: RequestInit): Promise<{ status: number; value: Record<string, unknown> } | null> {
  try {
    const response = await fetch(url, init);
    if (!response.body || (response.status === 404 && !response.headers.has("X-Remix-Response"))) return null;
    const { value } = await decode(response.body, {
      plugins: [
        (type: string, ...rest: unknown[]) =>
          type === "SingleFetchRedirect" ? { value: { redirect: rest[0] } } : type === "ErrorResponse" || type === "SanitizedError" ? { value: FAILED } : undefined,
        (type: string, value?: unknown) => (type === "SingleFetchFallback" ? { value: undefined } : type === "SingleFetchClassInstance" ? { value } : undefined),
      ],
    });
    return value && typeof value === "object" ? { status: response.status, value: value as Record<string, unknown> } : null;
  } catch {
    return null;
  }
}

async function routeModule(id: string): Promise<RouteModule> {
  const cached = remix().__remixRouteModules[id];
  if (cached) return cached;
  const entry = remix().__remixManifest.routes[id];
  if (!entry) throw new Error(`No module for ${id}`);
  const module = (await import(/* @vite-ignore */ entry.module)) as RouteModule;
  remix().__remixRouteModules[id] = module;
  return module;
}

/** Path and query of a URL, its query sorted, for comparing two addresses of one page. */
function samePage(a: string, b: string): boolean {
  const key = (href: string) => {
    const url = new URL(href, window.location.origin);
    url.searchParams.sort();
    return `${url.pathname.replace(/(.)\/$/, "$1")}?${url.searchParams}`;
  };
  return key(a) === key(b);
}

/** A navigation's target as path and query, resolved against the dialog's URL; a GET form's fields become the query. */
function targetOf(to: To, base: string, options?: RouterNavigateOptions): string {
  const url = new URL(typeof to === "string" ? to : createPath(to), new URL(base, window.location.origin));
  if (options && "formData" in options && options.formData) {
    url.search = new URLSearchParams([...options.formData].map(([k, v]) => [k, typeof v === "string" ? v : v.name])).toString();
  }
  return url.pathname + url.search;
}

/** The routes of a dialog URL and where the dialog starts among them; null when it is not one. */
function dialogMatches(router: Router, href: string): { matches: Match[]; root: number } | null {
  const matches = matchRoutes(router.routes, href) as Match[] | null;
  const root = matches?.findIndex((m) => isDialogRoute(m.route.id)) ?? -1;
  return matches && root > 0 ? { matches, root } : null;
}

/** A dialog route's URL with `returnTo` = the page under it, so a reload closes to that page too. */
function withReturnTo(href: string, matches: Match[], root: number, page: string): string {
  if (matches[root - 1].route.id !== DIALOG_LAYOUT) return href;
  const url = new URL(href, window.location.origin);
  if (!url.searchParams.has("returnTo")) url.searchParams.set("returnTo", page);
  return url.pathname + url.search;
}

class FallBack extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    this.props.onError();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export default function DialogOverlay({ router, request, onEnd }: OverlayProps) {
  const context = useContext(DataRouterContext);
  const state = useContext(DataRouterStateContext) as RouterState;
  const [shown, setShown] = useState<Shown | null>(null);

  // What the handlers read: always the latest, without re-creating them (the host re-renders often).
  const live = useRef({ shown, onEnd, started: false, ended: false, ownEntry: false, title: "" });
  live.current.shown = shown;
  live.current.onEnd = onEnd;

  // The page under the dialog, as the router has it (the router does not move while the dialog is open).
  const [{ page, actions }] = useState(() => {
    const ref = live;
    const page = router.state.location;
    const pageHref = page.pathname + page.search;

    const end = (restoreFocus: boolean) => {
      if (ref.current.ended) return;
      ref.current.ended = true;
      guardPopState(null);
      if (ref.current.title) document.title = ref.current.title;
      ref.current.onEnd();
      // Focus back on the control that opened it; inside a menu that closed meanwhile, on the menu's button.
      const opener = openerNow(request.opener);
      if (restoreFocus && opener) {
        const target = opener.closest("details:not([open])")?.querySelector("summary") ?? opener;
        requestAnimationFrame(() => target.focus());
      }
    };

    /** Leaves the dialog's own history entry, if it has one (the router never hears of it). */
    const dropEntry = () => {
      if (!ref.current.ownEntry) return;
      ref.current.ownEntry = false;
      backQuietly();
    };

    const close = () => {
      dropEntry();
      end(true);
    };

    /** A plain navigation: in place of the dialog's entry when it has one. */
    const leave = (href: string, options?: RouterNavigateOptions) => {
      const replace = ref.current.ownEntry;
      ref.current.ownEntry = false;
      end(false);
      void router.navigate(href, { ...options, replace: replace || Boolean(options?.replace) });
    };

    /** Back or Forward while the dialog is shown: to the page's entry it closes the dialog; anything else ends it and is the router's. */
    const onPop = (event: PopStateEvent): boolean => {
      const toPage = (event.state as { key?: string } | null)?.key === page.key;
      ref.current.ownEntry = false;
      end(toPage);
      return toPage;
    };

    /** Loads a dialog URL's data and modules and shows it: over the page (push), in place of the one shown (replace), or as a result with the page's URL back. */
    const show = async (href: string, mode: "push" | "replace" | "result") => {
      const found = dialogMatches(router, href);
      if (!found) return leave(href);
      const { matches, root } = found;
      const ids = matches.slice(root).map((m) => m.route.id);
      const url = dataUrl(href, window.location.origin);
      url.searchParams.set("_routes", ids.join(","));
      const [answer, modules] = await Promise.all([ask(url), Promise.all(ids.map(routeModule)).catch(() => null)]);
      if (ref.current.ended) return;
      const loaderData: Record<string, unknown> = {};
      for (const id of ids) {
        const entry = answer?.value[id] as { data?: unknown } | undefined;
        if (!entry || !("data" in entry)) return leave(href);
        loaderData[id] = entry.data;
      }
      if (!modules) return leave(href);
      if (mode === "push") {
        const idx = Number((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
        window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, "", href);
        ref.current.ownEntry = true;
        // The phone's menu drawer the dialog was opened from closes, as after a page (Shell.tsx).
        const drawer = document.getElementById(DRAWER_ID);
        if (drawer instanceof HTMLInputElement) drawer.checked = false;
      } else if (mode === "replace" && ref.current.ownEntry) {
        window.history.replaceState(window.history.state, "", href);
      } else if (mode === "result") {
        dropEntry();
      }
      guardPopState(onPop);
      const leaf = modules[modules.length - 1];
      const meta = leaf.meta?.({ data: loaderData[ids[ids.length - 1]], params: matches[matches.length - 1].params, matches: [] });
      const title = meta?.find((m) => "title" in m)?.title;
      if (typeof title === "string") {
        ref.current.title ||= document.title;
        document.title = title;
      }
      setShown({ href, matches, root, modules, loaderData, navigation: IDLE });
    };

    /**
     * A redirect answering the dialog's submit. Back to the page under it, or for a dialog nested
     * in a page of its own (the team invite in My Team) back to that page, is a success the page
     * shows (a toast): the dialog closes.
     */
    const redirected = async (to: string, reload: boolean, current: Shown) => {
      if (reload || !to.startsWith("/")) {
        window.location.assign(to);
        return;
      }
      const parent = current.matches[current.root - 1];
      if (samePage(to, pageHref) || (parent.route.id !== DIALOG_LAYOUT && new URL(to, window.location.origin).pathname === parent.pathname)) {
        close();
      } else if (dialogMatches(router, to)) {
        // POST, redirect, GET (decision 014): the result, over the page; or the dialog again (a thread after Send).
        const result = new URL(to, window.location.origin).searchParams.has("done");
        await show(to, result ? "result" : "replace");
      } else {
        return leave(to);
      }
      void router.revalidate();
    };

    const submit = async (to: To, options: RouterNavigateOptions) => {
      const current = ref.current.shown;
      if (!current) return;
      const action = targetOf(to, current.href);
      const formData = "formData" in options ? options.formData : undefined;
      const encType = "formEncType" in options ? options.formEncType : undefined;
      const method = ("formMethod" in options && options.formMethod ? options.formMethod : "post").toUpperCase();
      const at = new URL(action, window.location.origin);
      const navigation = {
        ...IDLE,
        state: "submitting",
        location: { pathname: at.pathname, search: at.search, hash: "", state: null, key: "dialog" },
        formMethod: method,
        formAction: action,
        formEncType: encType ?? "application/x-www-form-urlencoded",
        formData,
      } as Navigation;
      setShown((s) => (s ? { ...s, navigation } : s));
      const body =
        formData && encType !== "multipart/form-data"
          ? new URLSearchParams([...formData].map(([k, v]) => [k, typeof v === "string" ? v : v.name]))
          : ((formData ?? ("body" in options ? options.body : undefined)) as BodyInit | undefined);
      const answer = await ask(dataUrl(action, window.location.origin), { method, body });
      if (ref.current.ended) return;
      setShown((s) => (s ? { ...s, navigation: IDLE } : s));
      const value = answer?.value;
      if (!answer || !value || value === FAILED || "error" in value) return leave(current.href);
      if ("redirect" in value) {
        // An action's redirect is the answer itself; a loader's comes through the decoder's plugin.
        const target = (typeof value.redirect === "string" ? value : value.redirect) as { redirect: string; reload?: boolean };
        return redirected(target.redirect, Boolean(target.reload), current);
      }
      const routeId = (matchRoutes(router.routes, action) as Match[] | null)?.at(-1)?.route.id ?? current.matches[current.matches.length - 1].route.id;
      setShown((s) => (s ? { ...s, actionData: { routeId, data: value.data } } : s));
      // As after a navigation's action: the page's data again, except after a refusal (4xx).
      if (answer.status < 400 || answer.status >= 500) void router.revalidate();
    };

    /** Every navigation from inside the dialog. */
    const navigate = (to: To | number | null, options?: RouterNavigateOptions): Promise<void> => {
      if (typeof to === "number") return router.navigate(to);
      const current = ref.current.shown;
      if (to === null || !current) return router.navigate(to, options);
      const method = options && "formMethod" in options ? options.formMethod?.toLowerCase() : undefined;
      if (method && method !== "get") return submit(to, options ?? {});
      const target = targetOf(to, current.href, options);
      if (samePage(target, pageHref)) close();
      else if (dialogMatches(router, target)) void show(target, ref.current.ownEntry ? "replace" : "push");
      else leave(target, options);
      return Promise.resolve();
    };

    const open = () => {
      const found = dialogMatches(router, request.href);
      void show(found ? withReturnTo(request.href, found.matches, found.root, pageHref) : request.href, "push");
    };

    return { page, actions: { open, close, navigate, leave } };
  });

  // Open once (the dialog's URL carries the page under it as `returnTo`, so a reload closes there too).
  useEffect(() => {
    const ref = live;
    ref.current.ended = false;
    if (!ref.current.started) {
      ref.current.started = true;
      actions.open();
    }
    return () => {
      if (ref.current.ended) return;
      ref.current.ended = true;
      if (ref.current.title) document.title = ref.current.title;
    };
  }, [actions]);

  // The router went elsewhere (a redirect answering another request): the dialog ends with the page.
  useEffect(() => {
    if (state.location.key !== page.key && !live.current.ended) {
      live.current.ended = true;
      guardPopState(null);
      live.current.onEnd();
    }
  }, [state.location.key, page.key]);

  const inner = useMemo(
    () => context && { ...context, router: new Proxy(router, { get: (target, key) => (key === "navigate" ? actions.navigate : Reflect.get(target, key)) }) },
    [context, router, actions],
  );

  const location = useMemo<Location | null>(() => {
    if (!shown) return null;
    const url = new URL(shown.href, window.location.origin);
    return { pathname: url.pathname, search: url.search, hash: "", state: null, key: "dialog" };
  }, [shown]);

  const dialogState = useMemo<RouterState | null>(() => {
    if (!shown || !location) return null;
    return {
      ...state,
      location,
      matches: shown.matches,
      loaderData: { ...state.loaderData, ...shown.loaderData },
      actionData: shown.actionData ? { [shown.actionData.routeId]: shown.actionData.data } : null,
      errors: null,
      navigation: shown.navigation,
    } as RouterState;
  }, [state, shown, location]);

  if (!shown || !dialogState || !location || !inner) return null;

  // The dialog's routes, the innermost first: each one's <Outlet /> is the next.
  let element: ReactElement | null = null;
  for (let i = shown.matches.length - 1; i >= shown.root; i--) {
    const Route = shown.modules[i - shown.root].default;
    if (!Route) return null;
    element = (
      <RouteContext.Provider value={{ outlet: element, matches: shown.matches.slice(0, i + 1) as never, isDataRoute: true }}>
        <Route />
      </RouteContext.Provider>
    );
  }

  return (
    <DataRouterContext.Provider value={inner}>
      <DataRouterStateContext.Provider value={dialogState}>
        <LocationContext.Provider value={{ location, navigationType: NavigationType.Push }}>
          <OverlayClose.Provider value={actions.close}>
            <FallBack key={shown.matches[shown.root].route.id} onError={() => actions.leave(shown.href)}>
              <DialogModal.Provider value={ModalBehaviour}>{element}</DialogModal.Provider>
            </FallBack>
          </OverlayClose.Provider>
        </LocationContext.Provider>
      </DataRouterStateContext.Provider>
    </DataRouterContext.Provider>
  );
}
