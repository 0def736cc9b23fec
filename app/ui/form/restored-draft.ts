import { useRouteLoaderData } from "@remix-run/react";
import type { RestoredDraftView } from "~/domain/restored-draft";

/**
 * What was typed when a session ended under a post (issue 51 §4, docs/decisions/105): the
 * signed-in layouts' loaders hand it to their page once, after the user signed in again, with the
 * lines that say it was not sent (texts from the server: none in the bundle). Forms take the fields
 * by name (`useServerForm`); their notices show the lines (RestoredDraftNote).
 */
export function useRestoredDraft(): RestoredDraftView | null {
  const app = useRouteLoaderData("routes/_app") as { restoredDraft?: RestoredDraftView | null } | undefined;
  const admin = useRouteLoaderData("routes/admin") as { restoredDraft?: RestoredDraftView | null } | undefined;
  return app?.restoredDraft ?? admin?.restoredDraft ?? null;
}
