import { DocumentIcon } from "../content-icons";

export interface KnowledgeCardView {
  id: string;
  title: string;
  resourceType: string;
  sectionLabel: string;
  solution: string | null;
  product: string | null;
  /** An http(s) address (webLink), or null: the card then has no link. */
  url: string | null;
}

/**
 * One knowledge item: a thumbnail tile, its type and section, the title, and a link that opens it
 * (only when the item has an http(s) address; otherwise a note in its place).
 */
export function KnowledgeCard({ item }: { item: KnowledgeCardView }) {
  const video = item.resourceType.toLowerCase() === "video";
  const subject = [item.solution, item.product].filter(Boolean).join(" · ");
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-black/5">
      <div
        aria-hidden="true"
        className={`flex h-28 items-center justify-center gap-3 px-4 text-white ${video ? "bg-gradient-to-br from-brand-blue-dark to-sky-500" : "bg-gradient-to-br from-slate-700 to-slate-500"}`}
      >
        {video ? (
          <svg viewBox="0 0 24 24" className="h-10 w-10 fill-current">
            <path d="M8 5v14l11-7z" />
          </svg>
        ) : (
          <DocumentIcon className="h-10 w-10" />
        )}
        <span className="line-clamp-2 text-sm font-semibold">{item.product ?? item.solution}</span>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="flex flex-wrap gap-2 text-xs">
          <span className="rounded-full bg-blue-50 px-2 py-0.5 font-semibold text-brand-blue-dark">{item.resourceType}</span>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-ink/80">{item.sectionLabel}</span>
        </p>
        <h3 className="mt-2 font-semibold text-ink">{item.title}</h3>
        {subject ? <p className="mt-1 text-sm text-ink/70">{subject}</p> : null}
        {item.url ? (
          <a
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-auto inline-block pt-3 text-sm font-medium text-brand-blue-dark underline"
          >
            {video ? "Watch video" : "Read article"}
            <span className="sr-only">: {item.title} (opens in a new tab)</span>
          </a>
        ) : (
          <p className="mt-auto pt-3 text-sm text-ink/70">Link not available</p>
        )}
      </div>
    </article>
  );
}
