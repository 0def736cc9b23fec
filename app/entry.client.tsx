import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { noteDataRequestId } from "~/ui/reference";

// Remember the request id of each data request, so an error shown after a navigation quotes the
// request that failed (app/ui/reference.tsx).
const fetchOriginal = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const response = await fetchOriginal(input, init);
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  if (new URL(url, window.location.href).pathname.endsWith(".data")) noteDataRequestId(response.headers.get("x-request-id"));
  return response;
};

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
