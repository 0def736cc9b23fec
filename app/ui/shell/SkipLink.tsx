/** The first link of every frame: keyboard users jump past the header and menus. Its own module, so
 * frames without the customer shell (admin, public pages) do not pull that shell in. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="skip-link"
    >
      Skip to main content
    </a>
  );
}
