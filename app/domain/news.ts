import { formatDate } from "./dates";
import { webLink } from "./links";

/** The home news list: the spec's list holds 4 items (spec document 2 section 2.17). */
export const HOME_NEWS_MAX = 4;

export interface NewsSource {
  id: string;
  title: string;
  summary: string | null;
  url: string | null;
  publishedAt: string | null;
  isVisible: boolean;
}

export interface NewsCard {
  id: string;
  title: string;
  summary: string | null;
  /** dd MMM yyyy in India, or null without a date. */
  date: string | null;
  /** ISO date for <time dateTime>, or null. */
  dateTime: string | null;
  /** An absolute http(s) address, else null (the card is shown without a link). */
  href: string | null;
}

/**
 * What the home page shows of the upstream's news: only the items flagged visible, in the
 * upstream's order (it is an editorial list), at most HOME_NEWS_MAX; a link only for an http(s)
 * address (`webLink`), never a script or data address.
 */
export function homeNews(items: readonly NewsSource[]): NewsCard[] {
  return items
    .filter((n) => n.isVisible)
    .slice(0, HOME_NEWS_MAX)
    .map((n) => {
      const date = formatDate(n.publishedAt);
      return {
        id: n.id,
        title: n.title.trim(),
        summary: n.summary?.trim() || null,
        date: date === "NA" ? null : date,
        dateTime: date === "NA" ? null : new Date(n.publishedAt as string).toISOString(),
        href: webLink(n.url),
      };
    });
}
