import { lazy, Suspense } from "react";
import { useRouteError } from "@remix-run/react";
import { ErrorPanelView, FramedErrorView, RouteErrorView, type ErrorPanelProps } from "./error-panel";

/*
 * The error panels (their words and markup: error-panel.tsx). The server renders them at once; in
 * the browser their code is a chunk of its own, fetched when an error is shown (issue 54,
 * docs/decisions/011): the server's panel of an error page stays on screen while it loads (React
 * keeps a boundary's server HTML until its code is there), and an error met after a navigation
 * shows once it has come (a few hundred bytes). Each panel is its own Suspense boundary, on the
 * server too, so the server's HTML and the browser's tree match.
 */
const Panel = import.meta.env.SSR ? ErrorPanelView : lazy(() => import("./error-panel").then((m) => ({ default: m.ErrorPanelView })));
const RoutePanel = import.meta.env.SSR ? RouteErrorView : lazy(() => import("./error-panel").then((m) => ({ default: m.RouteErrorView })));
const FramedPanel = import.meta.env.SSR ? FramedErrorView : lazy(() => import("./error-panel").then((m) => ({ default: m.FramedErrorView })));

/** An error panel with its own words (a 404 page, a refused request, a survey link that is not valid). */
export function ErrorPanel(props: ErrorPanelProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}

/** The panel of a route's error (a thrown response or an exception), worded by its status. */
export function RouteErrorPanel({ error }: { error: unknown }) {
  return (
    <Suspense fallback={null}>
      <RoutePanel error={error} />
    </Suspense>
  );
}

/** A route's error in the public frame (the root's last resort; a layout whose own data failed). */
export function FramedErrorPanel({ error, signInLink }: { error: unknown; signInLink?: boolean }) {
  return (
    <Suspense fallback={null}>
      <FramedPanel error={error} signInLink={signInLink} />
    </Suspense>
  );
}

export { ReferenceLine } from "./reference";

/** For routes that render inside a layout which is still standing (the shell stays). */
export function GeneralErrorBoundary() {
  return <RouteErrorPanel error={useRouteError()} />;
}
