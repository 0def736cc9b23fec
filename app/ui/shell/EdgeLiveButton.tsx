import { SmartLink } from "./SmartLink";

/**
 * Edge Live, by the spec's rule (`edgeLiveTarget`): the live product for Edge Live profiles and
 * dealers, otherwise /edgelive-benefits/error (spec 1 §2 Header). `phone`: 'Switch To Edge Live'
 * at the top of the phone menu (below 600 px). Otherwise the header's logo button, from 768 px
 * (between 600 and 768 px the side menu's own Edge Live entry stands in for it).
 */
export function EdgeLiveButton({ href, phone }: { href: string; phone?: boolean }) {
  return (
    <SmartLink
      href={href}
      aria-label={phone ? undefined : "Edge Live"}
      className={`items-center gap-1.5 font-semibold ${
        phone
          ? "flex justify-center rounded-md bg-[#0b2545] px-3 py-2.5 text-white sm:hidden"
          : "hidden h-10 rounded-full border border-gray-300 px-3 text-sm text-[#0b2545] hover:bg-gray-50 md:flex"
      }`}
    >
      {/* The Edge Live mark (a file: its drawing stays out of the shell's script). */}
      <img src="/images/edge-live-mark.svg" alt="" width={24} height={24} className="shrink-0" />
      {phone ? (
        "Switch To Edge Live"
      ) : (
        <span aria-hidden="true" className="max-lg:hidden">
          EDGE <span className="text-emerald-700">Live</span>
        </span>
      )}
    </SmartLink>
  );
}
