import { ErrorNote } from "./Notice";

/**
 * 'Download CSV' and 'Download Excel' beside a list's filters (issue 44 §2, docs/decisions/102):
 * plain links to the list's export route with the list's current query (its filters, view and
 * sort; not the page, nor a message's flag), so they work without JavaScript and in lite mode.
 * Plain `<a>` (not Remix's Link): the answer is a file, or a redirect back to the list with a
 * message when it cannot be made.
 */
export const EXPORT_FAILED = "We could not prepare the download right now. Please try again in a moment.";

const LINK = "rounded-md border border-brand-blue-dark px-3 py-1.5 text-sm font-medium whitespace-nowrap text-brand-blue-dark hover:bg-sky-50";

export function DownloadLinks({ path, search, label }: { path: string; search: string; label: string }) {
  const params = new URLSearchParams(search);
  for (const name of ["page", "export", "csv", "open"]) params.delete(name);
  const query = params.toString() ? `?${params.toString()}` : "";
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <a href={`${path}/csv${query}`} className={LINK}>
        Download CSV
      </a>
      <a href={`${path}/xlsx${query}`} className={LINK}>
        Download Excel
      </a>
    </div>
  );
}

/** The message after a download that could not be made (the export route's `export=failed`). */
export function ExportFailedNote({ search }: { search: string }) {
  return new URLSearchParams(search).get("export") === "failed" ? <ErrorNote>{EXPORT_FAILED}</ErrorNote> : null;
}
