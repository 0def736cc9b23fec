import { Audit, Gatherer, type Config } from "lighthouse";

/**
 * Lighthouse's installability check for the bench (docs/decisions/076). Lighthouse 12 dropped its
 * PWA category ('installable-manifest', 'service-worker'); this brings the same check back as a
 * gatherer and an audit of our own, in a Lighthouse run like the bench's others: Chromium's own
 * verdict on the page (`Page.getInstallabilityErrors`, what the old audit reported), the manifest
 * it found (`Page.getAppManifest`), and a service worker that activates for the page, whose scope
 * covers the manifest's start_url.
 */

export interface InstallabilityArtifact {
  errors: string[];
  manifestUrl: string | null;
  manifestErrors: string[];
  startUrl: string | null;
  worker: { scope: string; script: string } | null;
}

interface Session {
  sendCommand(method: string): Promise<unknown>;
}
interface Context {
  driver: {
    defaultSession: Session;
    executionContext: { evaluate<T>(fn: () => Promise<T>, options: { args: [] }): Promise<T> };
  };
}

/** In the page: the worker registration that becomes active, within ten seconds. */
async function activeWorker(): Promise<{ scope: string; script: string } | null> {
  if (!("serviceWorker" in navigator)) return null;
  const ready = await Promise.race([navigator.serviceWorker.ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000))]);
  return ready?.active ? { scope: ready.scope, script: ready.active.scriptURL } : null;
}

async function gather({ driver }: Context): Promise<InstallabilityArtifact> {
  const worker = await driver.executionContext.evaluate(activeWorker, { args: [] });
  const { installabilityErrors } = (await driver.defaultSession.sendCommand("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
  const manifest = (await driver.defaultSession.sendCommand("Page.getAppManifest")) as { url: string; errors: { message: string }[]; data?: string };
  let startUrl: string | null = null;
  try {
    const start = (JSON.parse(manifest.data ?? "{}") as { start_url?: string }).start_url;
    startUrl = start ? new URL(start, manifest.url).href : null;
  } catch {
    startUrl = null;
  }
  return { errors: installabilityErrors.map((e) => e.errorId), manifestUrl: manifest.url || null, manifestErrors: manifest.errors.map((e) => e.message), startUrl, worker };
}

type PhaseResult = ReturnType<Gatherer["getArtifact"]>;

/** Lighthouse's types know only its own artifacts: this one goes through `unknown`. */
class InstallabilityGatherer extends Gatherer {
  meta = { supportedModes: ["navigation" as const] };

  getArtifact(passContext: Parameters<Gatherer["getArtifact"]>[0]): PhaseResult {
    return gather(passContext as unknown as Context) as unknown as PhaseResult;
  }
}

class InstallableAudit extends Audit {
  static get meta() {
    return {
      id: "portal-installable",
      title: "The page is installable: a usable web app manifest and a service worker covering its start URL",
      failureTitle: "The page is not installable",
      description: "Chromium's installability errors for the page, its manifest, and the active service worker's scope.",
      requiredArtifacts: ["Installability"] as unknown as typeof Audit.meta.requiredArtifacts,
    };
  }

  static audit(artifacts: unknown) {
    const found = (artifacts as { Installability: InstallabilityArtifact }).Installability;
    const problems = [...found.errors, ...found.manifestErrors];
    if (!found.manifestUrl) problems.push("no manifest");
    if (!found.worker) problems.push("no active service worker");
    else if (!found.startUrl || !found.startUrl.startsWith(found.worker.scope)) problems.push(`start_url ${found.startUrl} outside the worker's scope ${found.worker.scope}`);
    return { score: problems.length === 0 ? 1 : 0, displayValue: problems.join("; ") || "installable", details: { type: "debugdata" as const, ...found } };
  }
}

/** The Lighthouse configuration that runs only this check. */
export const installabilityConfig: Config = {
  extends: "lighthouse:default" as const,
  settings: { onlyAudits: ["portal-installable"] },
  artifacts: [{ id: "Installability", gatherer: { implementation: InstallabilityGatherer } }],
  audits: [{ implementation: InstallableAudit }],
  categories: { installable: { title: "Installable", auditRefs: [{ id: "portal-installable", weight: 1 }] } },
} as unknown as Config;
