/**
 * The 17 industry tiles of the knowledge hub, each opening the provider's page in a new tab, but
 * Pharmaceuticals, which opens the portal's full-screen pharma page (decision 052).
 */
export function IndustryTiles({ industries }: { industries: { name: string; href: string }[] }) {
  return (
    <section aria-labelledby="industries-heading" className="space-y-3">
      <h2 id="industries-heading" className="text-lg font-semibold text-ink">
        Industries we serve
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
        {industries.map((industry) => {
          // A portal page (the pharma offering) is a plain link: a whole document of its own.
          const own = industry.href.startsWith("/");
          return (
            <li key={industry.name}>
              <a
                href={industry.href}
                target={own ? undefined : "_blank"}
                rel={own ? undefined : "noopener noreferrer"}
                className="flex h-full min-h-16 items-center justify-center rounded-lg bg-white p-3 text-center text-sm font-medium [overflow-wrap:anywhere] text-ink shadow-sm ring-1 ring-black/5 hover:ring-brand-blue-dark"
              >
                {industry.name}
                {own ? null : <span className="sr-only"> (opens in a new tab)</span>}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
