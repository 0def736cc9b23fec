import { BackIcon } from "./icons";
import { Logo } from "./shell/Logo";

const BAR_LINK = "flex items-center gap-1 rounded-md px-1.5 py-1.5 sm:px-2 text-sm font-medium text-brand-blue-dark hover:bg-gray-100";

/**
 * The pharma offering full screen: a slim bar (the portal's logo, the title, the way back, the page
 * in a new tab) and the provider's page filling the rest of the window. The frame is sandboxed: the
 * page runs its scripts and forms and may open new tabs, but cannot navigate the portal's tab.
 */
export function PharmaFrame({ pageUrl, back }: { pageUrl: string; back: string }) {
  return (
    <div className="flex h-dvh flex-col">
      <header className="flex h-14 shrink-0 items-center gap-2 border-b border-gray-200 bg-white px-2 sm:px-4">
        <Logo compact />
        <h1 className="min-w-0 truncate text-sm font-semibold text-ink sm:text-lg">Solutions for Pharma</h1>
        <nav aria-label="Pharma page" className="ml-auto flex shrink-0 items-center gap-1">
          <a href={pageUrl} target="_blank" rel="noopener noreferrer" className={BAR_LINK}>
            <span className="max-sm:sr-only">Open in a new tab</span>
            <span className="sm:hidden" aria-hidden="true">
              New tab
            </span>
          </a>
          <a href={back} className={BAR_LINK}>
            <BackIcon className="h-4 w-4" />
            <span>
              Back<span className="max-sm:sr-only"> to the portal</span>
            </span>
          </a>
        </nav>
      </header>
      <main id="main" className="min-h-0 flex-1">
        <iframe
          src={pageUrl}
          title="Thermax solutions for the pharmaceutical industry"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="strict-origin-when-cross-origin"
          className="block h-full w-full border-0 bg-white"
        />
      </main>
    </div>
  );
}
