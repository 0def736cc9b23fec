import { createContext, useContext } from "react";
import { yearInIndia } from "~/domain/copyright";

/**
 * The footers' copyright line with the year of the request (India's calendar year). The server
 * decides it once per document (entry.server provides it; the root writes it in a meta tag) and
 * the browser reads that tag, so hydration shows the same year the server rendered: a browser
 * whose clock or time zone says another year causes no mismatch.
 */
const YearContext = createContext<number | null>(null);

export const CopyrightYearProvider = YearContext.Provider;

function documentYear(): number | null {
  const value = Number(document.querySelector<HTMLMetaElement>('meta[name="copyright-year"]')?.content);
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The year for the meta tag and the footers. */
export function useCopyrightYear(): number {
  const fromServer = useContext(YearContext);
  const fromDocument = typeof document === "undefined" ? null : documentYear();
  return fromDocument ?? fromServer ?? yearInIndia();
}
