import { Link } from "@remix-run/react";
import type { FormEventHandler, ReactNode } from "react";
import { SEARCH_MAX_LENGTH } from "~/domain/search";
import { SearchIcon } from "../icons";

export const SEARCH_NAME = "Search assets, orders and tickets";
export const SEARCH_LABEL_ID = "header-search-label";

/** The header box's own attributes, the same on the plain input and the combobox's. */
export const SEARCH_INPUT_PROPS = {
  id: "header-search",
  name: "q",
  type: "search",
  autoComplete: "off",
  maxLength: SEARCH_MAX_LENGTH,
  placeholder: "Search assets, orders, tickets",
  className: "block w-full rounded-l-md border border-r-0 border-slate-300 bg-white px-3 py-1.5 text-sm text-ink placeholder:text-ink/60",
} as const;

/**
 * The header search's frame, shared by the plain form (HeaderSearch) and the dropdown that
 * replaces it (SearchCombobox): a GET form to the results page, the box's label, its submit button.
 */
export function SearchFrame({ onSubmit, plain, children }: { onSubmit?: FormEventHandler<HTMLFormElement>; plain?: boolean; children: ReactNode }) {
  return (
    <form method="get" action="/search" role="search" aria-label={SEARCH_NAME} data-plain={plain ? "" : undefined} className="relative flex min-w-0 flex-1 items-center" onSubmit={onSubmit}>
      <div className="relative min-w-0 flex-1">
        <label id={SEARCH_LABEL_ID} htmlFor={SEARCH_INPUT_PROPS.id} className="sr-only">
          {SEARCH_NAME}
        </label>
        {children}
      </div>
      <button
        type="submit"
        aria-label="Search"
        className="search-submit"
      >
        <SearchIcon className="h-4 w-4" />
      </button>
    </form>
  );
}

/**
 * The header search as the server draws it (HeaderSearch.tsx, kept markup): below 960 px a button to
 * the results page; from 960 px the plain form, the slot the dropdown takes.
 */
export function PlainSearch() {
  return (
    <>
      <Link to="/search" className="search-open">
        <SearchIcon />
        <span className="sr-only">Search</span>
      </Link>
      <div data-search-slot="" className="hidden max-w-md min-w-0 flex-1 md:flex">
        <SearchFrame plain>
          <input {...SEARCH_INPUT_PROPS} defaultValue="" />
        </SearchFrame>
      </div>
    </>
  );
}
