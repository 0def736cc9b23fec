import { lazy, Suspense, type ComponentType } from "react";

/** Never resolves: in the browser, what it stands for is never loaded. */
const Never = lazy(() => new Promise<never>(() => undefined));

/**
 * Markup only the server renders: the parts of a page that exist for browsers without JavaScript
 * (docs/decisions/071). Pass the component on the server and null in the browser, so the browser's
 * bundle never holds its code (Vite drops the other branch and the unused import):
 *
 *     const Fallback = serverOnly(import.meta.env.SSR ? PickerFallback : null);
 *
 * In the browser the stand-in suspends for ever inside its own Suspense boundary, and React leaves
 * the server's HTML of that boundary in place, working as plain HTML, until the page renders
 * something else there (its JavaScript version, once hydrated). Render it only while the page is
 * not hydrated (`useHydrated`): rendered anew in the browser it shows nothing.
 */
export function serverOnly<P extends object>(component: ComponentType<P> | null): ComponentType<P> {
  const Inner = component ?? (Never as unknown as ComponentType<P>);
  function ServerOnly(props: P) {
    return (
      <Suspense fallback={null}>
        <Inner {...props} />
      </Suspense>
    );
  }
  return ServerOnly;
}
