import { Link } from "@remix-run/react";
import type { AttentionKind, AttentionView } from "~/domain/attention";
import { ErrorNote } from "../Notice";

export const ATTENTION_EMPTY = "Nothing needs your attention";
export const ATTENTION_FAILED = "We could not check what needs your attention right now. Please try again in a moment.";
export const ATTENTION_PARTLY_FAILED = "Some of what needs your attention could not be checked right now.";

/** Already late, coming soon, or whenever it suits: a coloured edge that repeats what the sentence says. */
const EDGE: Record<AttentionKind, string> = {
  reply: "border-l-brand-red",
  "visit-overdue": "border-l-brand-red",
  "contract-expired": "border-l-brand-red",
  "order-late": "border-l-brand-red",
  "renewal-open": "border-l-amber-500",
  "visit-due": "border-l-amber-500",
  "order-feedback": "border-l-sky-600",
  documents: "border-l-sky-600",
};

/** Numbers such as TCK-109801 or CPO/1001/04104: kept on one line on phones. */
const NUMBER = /([A-Z]{2,}[-/][A-Za-z0-9/-]+)/;

function Sentence({ text }: { text: string }) {
  return (
    <p className="break-words">
      {text.split(NUMBER).map((part, i) =>
        i % 2 ? (
          <span key={i} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </p>
  );
}

/**
 * 'Needs your attention', first on Home (issue 34, decision 074): at most six sentences, most
 * urgent first, each with one link that opens its object, then 'See all' for the lists with more.
 * Server-rendered links only: the same without JavaScript and in lite mode. With JavaScript, what
 * waits on the device to be sent is said in its own slot by the outbox (docs/decisions/115).
 */
export function NeedsAttention({ attention }: { attention: AttentionView }) {
  const { items, seeAll, total, failed } = attention;
  return (
    <section aria-labelledby="attention-heading" className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="attention-heading" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        Needs your attention
        {total > 0 ? (
          <span className="rounded-full bg-brand-red px-2 py-0.5 text-sm font-semibold text-white">
            {total}
            <span className="sr-only"> {total === 1 ? "item" : "items"}</span>
          </span>
        ) : null}
      </h2>
      {/* 'N messages waiting to be sent': device state, drawn here by the outbox when anything waits (issue 55). */}
      <div data-outbox-attention="" />
      {failed === "all" ? <ErrorNote>{ATTENTION_FAILED}</ErrorNote> : null}
      {failed === "some" ? <ErrorNote>{ATTENTION_PARTLY_FAILED}</ErrorNote> : null}
      {failed === "none" && items.length === 0 ? <p className="text-gray-700">{ATTENTION_EMPTY}</p> : null}
      {items.length > 0 ? (
        <ul aria-label="Needs your attention" className={`flex flex-col gap-2 ${failed === "none" ? "" : "mt-3"}`}>
          {items.map((item) => (
            <li
              key={item.key}
              className={`flex flex-col gap-1 rounded-md border border-l-4 border-gray-200 px-3 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4 ${EDGE[item.kind]}`}
            >
              <Sentence text={item.text} />
              {/* A text link on phones (the list stays short), a button beside the sentence from 640 px. */}
              <Link
                to={item.action.href}
                className="shrink-0 self-start py-1 font-medium whitespace-nowrap text-brand-blue-dark underline underline-offset-2 hover:no-underline sm:self-center sm:rounded-md sm:border sm:border-brand-blue-dark sm:px-3 sm:py-1.5 sm:no-underline sm:hover:bg-sky-50"
              >
                {item.action.label}
                <span className="sr-only">{item.action.name}</span>
                <span aria-hidden="true" className="sm:hidden"> ›</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {seeAll.length > 0 ? (
        <ul aria-label="See all" className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
          {seeAll.map((s) => (
            <li key={s.kind}>
              <Link to={s.href} className="font-medium text-brand-blue-dark underline underline-offset-2 hover:no-underline">
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
