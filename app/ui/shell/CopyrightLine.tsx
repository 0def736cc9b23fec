import { copyrightLine } from "~/domain/copyright";
import { useCopyrightYear } from "./copyright";

/**
 * The footers' copyright line (the year: copyright.tsx). A module apart from the year, which every
 * page's root reads: the footers that show the line are server-drawn (the signed-in frame's, kept
 * markup) or load with an error page (PublicFrame), so the line's code is in no page's first visit.
 */
export function Copyright() {
  return <p>{copyrightLine(useCopyrightYear())}</p>;
}
