import type { UploadView } from "~/upload/rules";
import { Kept } from "../kept";
import { InfoNote } from "../Notice";
import { MessageComposer } from "./MessageComposer";
import { MessageThread, type ThreadDay } from "./MessageThread";
import { serverOnly } from "../server-only";
import { ThreadErrorSummary } from "./ThreadErrorSummary";

/** The refused reply's summary at the top: server-rendered only (no bytes in the thread's bundle). */
const Summary = serverOnly(import.meta.env.SSR ? ThreadErrorSummary : null);

/**
 * A ticket's conversation as a page shows it (issue 40 §2, §3): the thread over the tickets list
 * and a complaint's page draw the same one. The messages scroll in a box that opens at the newest
 * (column-reverse starts a scroll box at its end), or at the fragment the address names: links to a
 * thread end with `#thread-start` (the 'New' divider above the first unread message, else the
 * newest), which the browser (and the router's scroll restoration) scroll to, no script of this
 * view's own. 'Write a reply' jumps past the history to the composer, which posts to `composer.action`.
 */
export interface ConversationProps {
  days: ThreadDay[];
  /**
   * The messages drawn by the server for a client navigation (MessageThread, app/http/drawn.server.tsx):
   * the thread is kept markup (issue 54), none of its code in the page's script.
   */
  threadHtml?: string;
  /** The ticket's number: replies kept offline for it show at the end of the thread (issue 55). */
  ticket: string;
  composer: {
    action: string;
    actingNote: string | null;
    idempotencyKey: string;
    upload: UploadView;
    sendWaiting: string;
    note: string | null;
    /** The reply typed when the session ended under Send (issue 51 §4), sanitised. */
    restored?: { text: string; html: string } | null;
  };
  /** What the last failed send gave back. */
  sent?: { formError: string | null; fileErrors?: string[]; text?: string; html?: string };
  /** The messages box's height (the thread dialog keeps it short; a page lets it grow). */
  boxClassName?: string;
}

export function Conversation({ days, threadHtml, ticket, composer, sent, boxClassName = "max-h-[50vh]" }: ConversationProps) {
  return (
    <>
      {sent && (sent.formError || sent.fileErrors?.length) ? <Summary formError={sent.formError} fileErrors={sent.fileErrors} /> : null}
      {composer.actingNote ? null : (
        <p className="mt-3 text-sm">
          <a href="#composer" className="font-medium text-brand-blue-dark underline">
            Write a reply
          </a>
        </p>
      )}
      <section aria-label="Messages" className={`thread-scroll mt-2 pr-1 ${boxClassName}`} tabIndex={0} data-focus-start="">
        <div>
          <Kept id="kept-thread" className="" html={threadHtml}>
            {import.meta.env.SSR ? <MessageThread days={days} /> : null}
          </Kept>
          {/* Filled by the outbox (app/offline/outbox.ts) with the replies waiting to be sent; empty otherwise. */}
          <ol aria-label="Waiting to be sent" className="mt-3 space-y-3 empty:hidden" data-outbox-thread={ticket} />
        </div>
      </section>
      {composer.actingNote ? (
        <div className="mt-3">
          <InfoNote>{composer.actingNote}</InfoNote>
        </div>
      ) : (
        <>
          {composer.note ? <p className="mt-3 text-sm text-ink/80">{composer.note}</p> : null}
          <div id="composer" className="mt-3 scroll-mt-16">
            <MessageComposer
              key={composer.idempotencyKey}
              action={composer.action}
              idempotencyKey={composer.idempotencyKey}
              ticket={ticket}
              upload={composer.upload}
              sendWaiting={composer.sendWaiting}
              initialText={sent ? sent.text : composer.restored?.text}
              initialHtml={sent ? sent.html : composer.restored?.html}
              restored={!sent && Boolean(composer.restored)}
              fileErrors={sent?.fileErrors}
              formError={sent?.formError}
            />
          </div>
        </>
      )}
    </>
  );
}
