import type { Router, RouterNavigateOptions, To } from "@remix-run/router";
import { lazy, Suspense, useContext, useMemo, useState, type ReactNode } from "react";
import { matchRoutes, UNSAFE_DataRouterContext as DataRouterContext } from "react-router-dom";
import { DIALOG_LAYOUT, isDialogRoute } from "./dialog-routes";

/**
 * Route dialogs over the page they were opened from (docs/decisions/068). With JavaScript, a
 * navigation to a route dialog from a page that would unmount the page (every quick action, Edit
 * Profile, Renew, a thread opened from Home…) opens the dialog over that page instead: the page
 * stays rendered and inert behind it. Every navigation of the signed-in frame passes here (the
 * router in the context is wrapped, so links, forms and `navigate` all do); anything that is not
 * such a dialog goes on to the router unchanged.
 *
 * This part is in every signed-in page, so it only decides; loading the dialog's data and module
 * and drawing it is DialogOverlay's work, a chunk loaded on the first dialog opened.
 */
const DialogOverlay = lazy(() => import("./DialogOverlay"));

export interface OverlayRequest {
  /** The dialog's URL (path and query). */
  href: string;
  /** The control that opened it: focus goes back there on close. */
  opener: Element | null;
}

/** The URL a navigation names, when it is an absolute same-site path (the portal's links are). */
const absolutePath = (to: To | null): string | null => (typeof to === "string" && to[0] === "/" && to[1] !== "/" ? to : null);

/**
 * The index of the route dialog in `path`'s matches, when opening it would replace the page the
 * router is on: null for any other path, for a dialog nested in the page shown (the thread over
 * its tickets list keeps the list by itself), and when the page shown is a dialog of its own.
 */
export function dialogOver(router: Router, path: string): number | null {
  const shown = router.state.matches;
  const leaf = shown[shown.length - 1]?.route.id;
  if (!leaf || isDialogRoute(leaf) || !shown.some((m) => m.route.id === DIALOG_LAYOUT)) return null;
  const matches = matchRoutes(router.routes, path);
  const index = matches?.findIndex((m) => isDialogRoute(m.route.id)) ?? -1;
  if (!matches || index < 1 || matches[index - 1].route.id === leaf) return null;
  return index;
}

export function DialogHost({ children }: { children: ReactNode }) {
  const context = useContext(DataRouterContext);
  const [request, setRequest] = useState<OverlayRequest | null>(null);
  const router = context?.router;
  const wrapped = useMemo(() => {
    if (!context || !router) return context;
    function navigate(to: To | number | null, options?: RouterNavigateOptions): Promise<void> {
      if (typeof to === "number") return router!.navigate(to);
      const path = absolutePath(to);
      if (path && !(options && "formMethod" in options && options.formMethod) && dialogOver(router!, path) !== null) {
        setRequest({ href: path, opener: document.activeElement });
        return Promise.resolve();
      }
      setRequest(null);
      return router!.navigate(to, options);
    }
    const proxy = new Proxy(router, { get: (target, key) => (key === "navigate" ? navigate : Reflect.get(target, key)) });
    return { ...context, router: proxy };
  }, [context, router]);
  return (
    <DataRouterContext.Provider value={wrapped}>
      {children}
      {request ? (
        <Suspense fallback={null}>
          <DialogOverlay key={request.href} router={router!} request={request} onEnd={() => setRequest(null)} />
        </Suspense>
      ) : null}
    </DataRouterContext.Provider>
  );
}
