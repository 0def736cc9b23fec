import type { LoaderFunctionArgs } from "@remix-run/node";
import { peekRemaining } from "~/session/session.server";

/**
 * GET /session/status: how long the session has left, read without moving it (the expiry dialog
 * asks this when its deadline arrives, docs/decisions/042). `{ remainingMs: null }` without a live
 * session. Answers the same with or without a session, so it says nothing to a stranger.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const remainingMs = await peekRemaining(request);
  return Response.json({ remainingMs }, { headers: { "Cache-Control": "private, no-store" } });
}
