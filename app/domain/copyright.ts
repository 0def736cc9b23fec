/**
 * The copyright line of the footers (spec document 1: "Copyright line"; issue 24: the current
 * year, not 2021). The year is India's calendar year, so the line turns over at midnight IST on
 * 1 January whatever the server's or the browser's time zone. Intl only, no date library, so the
 * views may import it.
 */
const YEAR_IN_INDIA = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "numeric" });

export function yearInIndia(now: Date = new Date()): number {
  return Number(YEAR_IN_INDIA.format(now));
}

export function copyrightLine(year: number): string {
  return `© ${year} Thermax Limited. All rights reserved.`;
}
