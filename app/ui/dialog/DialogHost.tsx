import type { RouterNavigateOptions, To } from "@remix-run/router";
import { useContext, useEffect, useMemo, useState, type ComponentType, type ReactNode } from "react";
import { UNSAFE_DataRouterContext as DataRouterContext } from "react-router-dom";
import type { OverlayProps, OverlayRequest } from "./overlay-types";

type Shown = OverlayRequest & { Overlay: ComponentType<OverlayProps> };

/** The overlay's chunk (DialogOverlay.tsx). */
const loadOverlay = () => import("./DialogOverlay");

/**
 * Route dialogs over the page they were opened from (docs/decisions/068). With JavaScript, a
 * navigation to a route dialog from a page that would unmount the page (every quick action, Edit
 * Profile, Renew, a thread opened from Home…) opens the dialog over that page instead: the page
 * stays rendered and inert behind it. Every navigation of the signed-in frame passes here (the
 * router in the context is wrapped, so links, forms and `navigate` all do); anything that is not
 * such a dialog goes on to the router unchanged.
 *
 * This part is in every signed-in page, so it is as small as it can be: which URLs are dialogs,
 * and loading and drawing them, are the overlay's chunk (DialogOverlay.tsx), loaded by the first
 * GET navigation to a site path (then kept); if it cannot load, the navigation is a plain one.
 * It is fetched ahead on intent, when a pointer or the focus first reaches a link to a site path
 * (issue 54): the first navigation need not wait for it, and a page nobody leaves never loads it.
 */
export function DialogHost({ children }: { children: ReactNode }) {
  const context = useContext(DataRouterContext);
  const [shown, setShown] = useState<Shown | null>(null);
  const router = context?.router;
  // The overlay's chunk, fetched ahead on the first pointer or focus on a link to a site path.
  useEffect(() => {
    const types = ["pointerover", "focusin"] as const;
    const ahead = (event: Event) => {
      if (!(event.target as Element | null)?.closest?.('a[href^="/"]')) return;
      for (const type of types) document.removeEventListener(type, ahead);
      loadOverlay().catch(() => undefined);
    };
    for (const type of types) document.addEventListener(type, ahead, { passive: true });
    return () => types.forEach((type) => document.removeEventListener(type, ahead));
  }, []);
  const wrapped = useMemo(() => {
    if (!context || !router) return context;
    function navigate(to: To | number | null, options?: RouterNavigateOptions): Promise<void> {
      // Only a GET to an absolute site path (the portal's links are) may be a dialog. Any other
      // navigation ends a dialog shown (the overlay sees the router leave the page).
      if (typeof to !== "string" || to[0] !== "/" || to[1] === "/" || (options as { formMethod?: string } | undefined)?.formMethod) return router!.navigate(to as To, options);
      const opener = document.activeElement;
      return loadOverlay().then(
        (m) => m.opensOver(router!, to).then((over) => (over ? setShown({ Overlay: m.default, href: to, opener }) : router!.navigate(to, options))),
        () => router!.navigate(to, options),
      );
    }
    return { ...context, router: new Proxy(router, { get: (target, key) => (key === "navigate" ? navigate : Reflect.get(target, key)) }) };
  }, [context, router]);
  return (
    <DataRouterContext.Provider value={wrapped}>
      {children}
      {shown ? <shown.Overlay key={shown.href} router={router!} request={shown} onEnd={() => setShown(null)} /> : null}
    </DataRouterContext.Provider>
  );
}
