import type { ReactNode } from "react";

/** One numbered section of a legal page. */
export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A bulleted list inside a section. */
export function LegalList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * The legal pages' layout (privacy policy, terms of use; docs/decisions/027, 055): a heading, the date
 * of the text, an introduction, a contents list linking to each section, then the sections,
 * numbered, each a region named by its heading. Plain HTML: the contents are in-page links.
 */
export function LegalDocument({
  title,
  updated,
  intro,
  contentsLabel,
  sections,
}: {
  title: string;
  /** "Last updated September 2025". */
  updated: string;
  intro: ReactNode;
  /** The contents list's accessible name ("Sections of the policy"). */
  contentsLabel: string;
  sections: readonly LegalSection[];
}) {
  return (
    <article className="mx-auto max-w-3xl rounded-lg bg-white p-5 text-ink/90 shadow-sm ring-1 ring-black/5 sm:p-8">
      <h1 className="text-2xl font-semibold text-ink">{title}</h1>
      <p className="mt-1 text-sm text-ink/70">{updated}</p>
      <div className="mt-4">{intro}</div>
      <nav aria-label={contentsLabel} className="mt-6 rounded-md bg-slate-50 p-4">
        <h2 className="text-sm font-semibold text-ink">Contents</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 sm:columns-2 sm:gap-x-10">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-brand-blue-dark underline-offset-2 hover:underline">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="mt-8 scroll-mt-4">
          <h2 id={`${s.id}-heading`} className="text-lg font-semibold text-ink">
            {i + 1}. {s.title}
          </h2>
          <div className="mt-2">{s.body}</div>
        </section>
      ))}
    </article>
  );
}
