/**
 * Small line icons (24x24, stroke). Decorative: the link or button around them carries the name.
 * Drawn by CSS (app.css, `glyph` and `glyph-<name>`: a mask of the outline in the text colour), so
 * an icon is one empty element and no outline is in the pages' JavaScript.
 */
export type IconProps = { className?: string };

/** The icon `name` (app.css `.glyph-<name>`), sized by `className` (default 20 px). */
export function Glyph({ name, className = "h-5 w-5" }: IconProps & { name: string }) {
  return <span aria-hidden="true" className={`glyph glyph-${name} ${className}`} />;
}

const glyph = (name: string) => (p: IconProps) => <Glyph name={name} {...p} />;

export const HomeIcon = glyph("home");
export const TeamIcon = glyph("team");
export const LiveIcon = glyph("live");
/** The service record: a bar chart. */
export const ChartIcon = glyph("chart");
export const BookIcon = glyph("book");
export const FlaskIcon = glyph("flask");
/** Offers: a price tag. */
export const TagIcon = glyph("tag");
/** My Bookings: a clipboard with a tick. */
export const ClipboardIcon = glyph("clipboard");
export const StarIcon = glyph("star");
export const FeedbackIcon = glyph("feedback");
export const WhatsAppIcon = glyph("whats-app");
export const BellIcon = glyph("bell");
export const CartIcon = glyph("cart");
export const ChatIcon = glyph("chat");
export const BackIcon = glyph("back");
export const MenuIcon = glyph("menu");
export const CloseIcon = glyph("close");
export const PhoneIcon = glyph("phone");
export const MailIcon = glyph("mail");
export const BoltIcon = glyph("bolt");
export const SearchIcon = glyph("search");
export const CollapseIcon = ({ expand, ...p }: IconProps & { expand?: boolean }) => <Glyph name={expand ? "expand" : "collapse"} {...p} />;
