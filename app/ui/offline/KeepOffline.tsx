import { lazy, Suspense } from "react";
import type { KeepRequest } from "~/offline/keep";
import { useHydrated } from "../useHydrated";

/**
 * 'Keep offline' and 'Keep this asset's documents offline' (docs/decisions/077), as the asset page
 * and the PDF viewer place them. The controls exist only with JavaScript, once the page is
 * hydrated (the server renders nothing here), so their code (./KeepControls and the keeping code)
 * loads then, after the page itself: it is not part of the pages' first visit.
 */
const Document = lazy(() => import("./KeepControls").then((m) => ({ default: m.KeepDocumentButton })));
const Asset = lazy(() => import("./KeepControls").then((m) => ({ default: m.KeepAssetButton })));

export function KeepDocumentButton({ doc }: { doc: KeepRequest }) {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <Document doc={doc} />
    </Suspense>
  ) : null;
}

export function KeepAssetButton({ assetId }: { assetId: string }) {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <Asset assetId={assetId} />
    </Suspense>
  ) : null;
}
