import type { NewsCard } from "~/domain/news";
import { ErrorNote } from "../Notice";

export const NEWS_FAILED = "We could not load the news right now. Please try again in a moment.";

/**
 * The home news list (spec document 2 section 2.17): the items the upstream flags visible, each
 * opening the provider's article in a new tab. `null` items: the news call failed. Nothing to show:
 * no section.
 */
export function News({ items }: { items: NewsCard[] | null }) {
  if (items !== null && items.length === 0) return null;
  return (
    <section aria-labelledby="news-heading" className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="news-heading" className="mb-3 text-base font-semibold">
        News
      </h2>
      {items === null ? (
        <ErrorNote>{NEWS_FAILED}</ErrorNote>
      ) : (
        <ul aria-label="News" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((n) => (
            <li key={n.id}>
              <article aria-labelledby={`news-${n.id}`} className="flex h-full flex-col gap-1.5 rounded-lg border border-gray-200 p-4">
                {n.date ? (
                  <time dateTime={n.dateTime ?? undefined} className="text-xs font-medium text-gray-600">
                    {n.date}
                  </time>
                ) : null}
                <h3 id={`news-${n.id}`} className="font-semibold break-words">
                  {n.href ? (
                    <a href={n.href} target="_blank" rel="noopener noreferrer" className="text-brand-blue-dark underline-offset-2 hover:underline">
                      {n.title}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    n.title
                  )}
                </h3>
                {n.summary ? <p className="text-gray-700 break-words">{n.summary}</p> : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
