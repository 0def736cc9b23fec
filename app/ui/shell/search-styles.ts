/** The header search box's look, shared by the plain form and the dropdown that replaces it. */
export const SEARCH_FORM = "relative flex min-w-0 flex-1 items-center";
export const SEARCH_FIELD = "relative min-w-0 flex-1";
export const SEARCH_INPUT =
  "block w-full rounded-l-md border border-r-0 border-slate-300 bg-white px-3 py-1.5 text-sm text-ink placeholder:text-ink/60";
export const SEARCH_SUBMIT =
  "flex h-[34px] items-center rounded-r-md border border-slate-300 bg-slate-50 px-2.5 text-ink hover:bg-slate-100";
export const SEARCH_NAME = "Search assets, orders and tickets";
