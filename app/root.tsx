import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteError, useRouteLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { takeToasts } from "~/session/toast.server";
import appCss from "~/styles/app.css?url";
import { FramedErrorPanel } from "~/ui/errors";
import { useNonce } from "~/ui/nonce";
import { usePageRequestId } from "~/ui/reference";
import { isPlainHtml } from "~/ui/public/plain-html";
import { useLiteMode } from "~/ui/lite/lite-context";
import { useCopyrightYear } from "~/ui/shell/copyright";
import { ToastRegion } from "~/ui/toast/ToastRegion";
import { OfflineCopyNote, useOfflineCopy } from "~/ui/offline/offline-copy";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: appCss },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Installable (docs/decisions/076): every page names the web app manifest.
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/** The toasts flashed for this page (docs/decisions/059-toasts.md): every frame shows them in one region. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return { toasts: await takeToasts(request, context) };
}

/**
 * Besides Remix's default (after a successful action, same URL, new search), after a failed action
 * too: a failure's toast (502, 503) is flashed by the action, and single fetch does not revalidate
 * after an action error by itself.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, actionStatus, defaultShouldRevalidate }) => {
  // A check that changes nothing (the invite's e-mail, checked as the field is left) never reads
  // the flashed toasts: a revalidation it started, racing the form's own submit, could take the
  // submit's toast and then be dropped for the navigation (issue 45's lost-toast kind).
  if (formData?.get("intent") === "check-email") return false;
  return defaultShouldRevalidate || (actionStatus ?? 0) >= 500;
};

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const requestId = usePageRequestId();
  // The server's year for the footers, read back by the browser so hydration matches.
  const year = useCopyrightYear();
  // Public pages that opt out of hydration get no Remix runtime (docs/decisions/024), nor does
  // any page served in lite mode (docs/decisions/057).
  const lite = useLiteMode();
  const plain = isPlainHtml(useMatches());
  const hydrate = !lite && !plain;
  const toasts = useRouteLoaderData<typeof loader>("root")?.toasts ?? [];
  // A copy kept offline (077): app.css hides what needs the network (`.needs-network`, issue 40 §6).
  const offlineCopy = useOfflineCopy();
  return (
    <html lang="en" data-offline-copy={offlineCopy ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#DA291C" />
        <meta name="request-id" content={requestId} />
        <meta name="copyright-year" content={String(year)} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-slate-50 font-sans text-ink antialiased">
        <OfflineCopyNote />
        {children}
        <ToastRegion toasts={toasts} />
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  // A mark the end-to-end tests wait for: before it, a control's handlers are not attached yet.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <Outlet />;
}

/** Last resort: the layouts below keep the shell for their own errors; this keeps a page. */
export function ErrorBoundary() {
  return <FramedErrorPanel error={useRouteError()} />;
}

export const meta: MetaFunction = () => [
  { title: "Thermax Customer Portal" },
  { name: "description", content: "Follow your Thermax assets, orders, contracts and tickets." },
];
