import { SmartLink } from "./SmartLink";

/** The Edge Live mark: a pulse in a dark tile. Decorative: the link around it carries the name. */
function EdgeLiveMark({ className = "h-6 w-6" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`shrink-0 ${className}`}>
      <rect width="24" height="24" rx="5" fill="#0b2545" />
      <path d="M3.5 12.5h4l2-4.5 3.5 9 2.2-4.5h5.3" fill="none" stroke="#4ade80" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The header's Edge Live logo button, from 768 px (between 600 and 768 px the side menu's own Edge
 * Live entry stands in for it): the live product for Edge Live profiles and dealers, otherwise
 * /edgelive-benefits/error (spec 1 §2 Header, `edgeLiveTarget`).
 */
export function EdgeLiveHeaderButton({ href }: { href: string }) {
  return (
    <SmartLink
      href={href}
      aria-label="Edge Live"
      className="hidden h-10 items-center gap-1.5 rounded-full border border-gray-300 px-3 text-sm font-semibold tracking-wide text-[#0b2545] hover:border-brand-blue-dark hover:bg-gray-50 md:flex"
    >
      <EdgeLiveMark className="h-6 w-6" />
      <span aria-hidden="true" className="max-lg:hidden">
        EDGE <span className="font-bold text-emerald-700">Live</span>
      </span>
    </SmartLink>
  );
}

/** 'Switch To Edge Live' in the phone menu (below 600 px, where the header has no room for the logo). */
export function SwitchToEdgeLive({ href }: { href: string }) {
  return (
    <SmartLink
      href={href}
      className="flex items-center justify-center gap-2 rounded-md bg-[#0b2545] px-3 py-2.5 font-semibold text-white hover:bg-[#13365f] sm:hidden"
    >
      <EdgeLiveMark className="h-5 w-5" />
      <span>Switch To Edge Live</span>
    </SmartLink>
  );
}
