/** A count on a header icon (bell, cart); 99+ above 99. Decorative: the icon's name carries the number. */
export function Badge({ value }: { value: number }) {
  return (
    <span
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-brand-red px-1 text-center text-xs leading-5 font-semibold text-white"
    >
      {value > 99 ? "99+" : value}
    </span>
  );
}

/** A round header icon button or link (bell, cart, chat). */
export const HEADER_ICON = "relative h-10 w-10 items-center justify-center rounded-full";
export const HEADER_ICON_BUTTON = `${HEADER_ICON} text-ink hover:bg-gray-100`;
