import { createContext, useContext } from "react";

/**
 * A page rendered as a copy to keep offline (docs/decisions/077): entry.server sets when it was
 * made; the root layout then shows a note above the page. Such a copy is plain HTML (never
 * hydrated), so in the browser this is always null.
 */
const OfflineCopyContext = createContext<string | null>(null);

export const OfflineCopyProvider = OfflineCopyContext.Provider;

/**
 * Whether this render is a copy to keep offline (its html element is marked, app.css hides what
 * needs the network). The browser never renders one: its bundle holds neither this nor the note.
 */
export const useOfflineCopy: () => boolean = import.meta.env.SSR ? () => useContext(OfflineCopyContext) !== null : () => false;

export const OfflineCopyNote: () => JSX.Element | null = import.meta.env.SSR ? Note : () => null;

function Note() {
  const keptAt = useContext(OfflineCopyContext);
  if (!keptAt) return null;
  return (
    <p role="note" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950">
      You are viewing the copy kept on this device on {keptAt}. It may have changed since: with the network on, reload the page for the latest.{" "}
      What needs the network (renewing, renaming, filtering, requesting a document, the quick actions) is left out of this copy.
    </p>
  );
}
