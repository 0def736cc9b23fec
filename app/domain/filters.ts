/**
 * How many filters a list has applied, for the phone's 'Filters' disclosure (issue 24 §2): each
 * chosen value counts once (every ticked box, a chosen section, a search text), so "Type: Complaint,
 * Status: Open and Closed" is 3. Empty or blank values and repeats do not count. Give it the
 * list's parsed filter (never raw URL values, which the parsers may have dropped), leaving out
 * what is not a filter (view, page, sort). Pure.
 */
export type FilterGroup = string | null | undefined | readonly string[];

export function countAppliedFilters(groups: readonly FilterGroup[]): number {
  let count = 0;
  for (const group of groups) {
    const values = typeof group === "string" ? [group] : (group ?? []);
    count += new Set(values.map((v) => v.trim()).filter((v) => v !== "")).size;
  }
  return count;
}

