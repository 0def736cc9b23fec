import { Fragment } from "react";

/**
 * The ticket's messages, grouped by day (spec document 2 section 2.11). Everything arrives ready
 * from the loader: labels and times formatted in Asia/Kolkata, HTML already sanitised on the
 * server (sanitizeUpstreamHtml), every file a link through the portal (issue 40 §2).
 */
export interface ThreadAttachment {
  fileName: string;
  /** The file through the portal (opens or downloads it); null when the upstream gave no address. */
  href: string | null;
  /** An image's thumbnail (the same file, shown inline), or null. */
  thumbSrc: string | null;
}

export interface ThreadMessage {
  id: string;
  /** Sanitised on the server. */
  html: string;
  time: string;
  createdDate: string;
  own: boolean;
  /** The other side's first message not read yet: a 'New' divider above it, and the thread opens there. */
  firstUnread: boolean;
  /** The newest message, when nothing is unread: the thread opens there. */
  latest: boolean;
  authorName: string;
  initials: string;
  attachments: ThreadAttachment[];
}

export interface ThreadDay {
  day: string;
  label: string;
  messages: ThreadMessage[];
}

/** The id of a message's element: the redirect after Send scrolls it into view by this fragment. */
export const messageAnchor = (id: string) => `message-${id}`;

/** The element the thread opens at: the 'New' divider, else the newest message. */
export const THREAD_START_ID = "thread-start";

export function MessageThread({ days }: { days: ThreadDay[] }) {
  if (days.length === 0) {
    return <p className="rounded-md bg-slate-50 px-3 py-4 text-center text-ink/80">No messages yet.</p>;
  }
  return (
    <div className="space-y-4">
      {days.map((d) => (
        <section key={d.day} aria-labelledby={`day-${d.day}`}>
          <h3
            id={`day-${d.day}`}
            className="mb-2 text-center text-xs font-semibold uppercase tracking-wide text-ink/70"
          >
            {d.label}
          </h3>
          <ol className="space-y-3">
            {d.messages.map((m) => (
              <Fragment key={m.id}>
                {m.firstUnread ? (
                  <li id={THREAD_START_ID} role="separator" className="thread-new">
                    New
                  </li>
                ) : null}
                <li
                  id={messageAnchor(m.id)}
                  className={`flex items-end gap-2 ${m.own ? "flex-row-reverse" : ""}`}
                  data-side={m.own ? "own" : "other"}
                >
                  {m.latest ? <span id={THREAD_START_ID} /> : null}
                  {m.own ? (
                    <span
                      aria-hidden="true"
                      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-blue-dark text-xs font-semibold text-white"
                    >
                      {m.initials}
                    </span>
                  ) : null}
                  <article
                    aria-label={`${m.own ? "You" : m.authorName}, ${d.label} ${m.time}`}
                    className={`max-w-[80%] rounded-lg px-3 py-2 ${m.own ? "bg-sky-50 text-right" : "bg-slate-100"}`}
                  >
                    <p className="text-xs font-semibold text-ink/80">{m.own ? "You" : m.authorName}</p>
                    {m.html ? (
                      <div
                        className="thread-html text-left text-sm text-ink [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
                        dangerouslySetInnerHTML={{ __html: m.html }}
                      />
                    ) : null}
                    {m.attachments.length ? (
                      <ul aria-label="Attachments" className="mt-1 space-y-1 text-left text-sm">
                        {m.attachments.map((a, i) => (
                          <li key={`${a.fileName}-${i}`}>
                            {a.href && a.thumbSrc ? (
                              <a href={a.href} className="block w-fit" aria-hidden="true" tabIndex={-1}>
                                <img
                                  src={a.thumbSrc}
                                  alt=""
                                  loading="lazy"
                                  className="max-h-40 max-w-full rounded border border-slate-200"
                                />
                              </a>
                            ) : null}
                            {a.href ? (
                              <a
                                href={a.href}
                                className="flex items-center gap-1 text-xs font-medium text-brand-blue-dark underline"
                              >
                                <PaperclipIcon />
                                {a.fileName}
                              </a>
                            ) : (
                              <span className="flex items-center gap-1 text-xs text-ink/80">
                                <PaperclipIcon />
                                {a.fileName}
                              </span>
                            )}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    <p className="mt-1 text-xs text-ink/70">
                      <time dateTime={m.createdDate}>{m.time}</time>
                    </p>
                  </article>
                </li>
              </Fragment>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

/**
 * The attachment mark, drawn inline like app/ui/icons.tsx (the 📎 emoji was a missing-glyph box
 * where no emoji font is installed). Kept here, so the shell's shared icon chunk does not grow.
 */
function PaperclipIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="icon h-3.5 w-3.5">
      <path d="M21 11l-8.5 8.5a5 5 0 01-7-7L14 4a3.5 3.5 0 015 5l-8.5 8.5a2 2 0 01-3-3L15 7" />
    </svg>
  );
}
