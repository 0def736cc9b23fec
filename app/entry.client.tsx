import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { watchChunkLoads } from "~/ui/chunk-reload";
import { installHistoryGuard } from "~/ui/dialog/history-guard";
import { noteDataRequestId } from "~/ui/reference";
import { noteResponse, watchSessionExpiry } from "~/ui/session/expiry-watch";

// Remember the request id of each data request, so an error shown after a navigation quotes the
// request that failed (app/ui/reference.tsx), and the session's deadline every answer states, so
// the expiry dialog opens when the server's idle timeout ends (docs/decisions/042).
const fetchOriginal = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const response = await fetchOriginal(input, init);
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  if (new URL(url, window.location.href).pathname.endsWith(".data")) {
    noteDataRequestId(response.headers.get("x-request-id"));
    noteResponse(response);
  }
  return response;
};

watchSessionExpiry();
// One automatic reload for a stale page chunk after a deploy, then 'chunkLoadError'.
watchChunkLoads();

// Before the router exists: a dialog over its page takes its own Back before the router hears it
// (docs/decisions/068; listeners on window run in the order they were added).
installHistoryGuard();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
