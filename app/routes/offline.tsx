import type { MetaFunction } from "@remix-run/react";
import { KEPT_LIST_EMPTY, OFFLINE_DOCUMENTS_PATH } from "~/offline/kept";
import { PublicFrame } from "~/ui/shell/PublicFrame";

/**
 * Plain HTML, never hydrated (docs/decisions/024); no loader: a route without a server loader
 * exports `handle` only.
 */
export { handle } from "~/ui/public/plain-html";

const TEXT_LINK = "font-medium text-brand-blue-dark underline underline-offset-2";

/**
 * The offline page (issue 34 §2; docs/decisions/077): what the service worker shows for a page
 * that could not be loaded without a connection and is not kept on this device. It is the same
 * for everyone (the worker precaches it without cookies, and no loader reads a session); the worker
 * writes the documents kept on this device into its list (`data-kept-list`), so it needs no script.
 */
export default function OfflinePage() {
  return (
    <PublicFrame signInLink={false}>
      <section aria-labelledby="offline-heading" className="mx-auto max-w-2xl space-y-4 rounded-lg bg-white p-6 shadow-sm ring-1 ring-black/5">
        <h1 id="offline-heading" className="text-2xl font-semibold text-ink">
          You are offline
        </h1>
        <p className="text-ink/80">
          This page could not be loaded and is not kept on this device. Check your connection, then{" "}
          <a href="" className={TEXT_LINK}>
            try again
          </a>
          .
        </p>
        <h2 className="pt-2 text-lg font-semibold text-ink">Documents kept on this device</h2>
        <p className="text-sm text-gray-700">They open without a connection, and so do their assets&apos; pages.</p>
        <div data-kept-list="">{KEPT_LIST_EMPTY}</div>
        <p className="text-sm text-gray-700">
          To keep more documents or remove some, open{" "}
          <a href={OFFLINE_DOCUMENTS_PATH} className={TEXT_LINK}>
            Offline documents
          </a>{" "}
          when you are back online.
        </p>
      </section>
    </PublicFrame>
  );
}

export const meta: MetaFunction = () => [{ title: "You are offline | Thermax Customer Portal" }];
