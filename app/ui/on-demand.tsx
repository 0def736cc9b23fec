import { lazy, Suspense, type ComponentType } from "react";

/**
 * A component the server renders at once and the browser loads when it is first drawn (issue 54,
 * docs/decisions/011): for what a page shows only in some states (a request's result, an error).
 * Pass the component on the server and its loader in the browser, so the page's bundle never
 * holds its code (Vite drops the other branch and the unused import):
 *
 *     export const Result = onDemand(import.meta.env.SSR ? ResultView : null, () => import("./ResultView").then((m) => m.ResultView));
 *
 * It is its own Suspense boundary, on the server too, so the server's HTML and the browser's tree
 * match: a page that opens in that state keeps the server's HTML on screen until the code has come
 * (React hydrates it then); drawn after a navigation, it shows once its chunk has loaded.
 */
export function onDemand<P extends object>(server: ComponentType<P> | null, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Inner = (server ?? lazy(() => load().then((component) => ({ default: component })))) as ComponentType<object>;
  function OnDemand(props: P) {
    return (
      <Suspense fallback={null}>
        <Inner {...props} />
      </Suspense>
    );
  }
  return OnDemand;
}
