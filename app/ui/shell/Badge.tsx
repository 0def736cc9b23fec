/**
 * A count on a header icon (bell, cart); 99+ above 99. Decorative: the icon's name carries the
 * number in text. The figure is drawn by CSS from `data-count`, so a text browser (lynx), which
 * shows aria-hidden text, reads 'Cart, 5 items' and not 'Cart, 5 items5' (issue 24 §1). Styles:
 * `.count-badge` in app.css.
 */
export function Badge({ value }: { value: number }) {
  return (
    <span
      aria-hidden="true"
      data-count={value > 99 ? "99+" : value}
      className="count-badge"
    />
  );
}

/** A round header icon button or link (bell, cart, chat). */
export const HEADER_ICON = "relative h-10 w-10 items-center justify-center rounded-full";
export const HEADER_ICON_BUTTON = `${HEADER_ICON} text-ink hover:bg-gray-100`;
