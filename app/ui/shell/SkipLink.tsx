/** The first link of every frame: keyboard users jump past the header and menus. Its own module, so
 * frames without the customer shell (admin, public pages) do not pull that shell in. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded bg-white px-3 py-2 font-medium text-brand-blue-dark focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to main content
    </a>
  );
}
