/**
 * The ticket's messages, grouped by day (spec document 2 section 2.11). Everything arrives ready
 * from the loader: labels and times formatted in Asia/Kolkata, HTML already sanitised on the
 * server (sanitizeUpstreamHtml), image attachments only as data: image URLs.
 */
export interface ThreadAttachment {
  fileName: string;
  /** A data:image URL safe to embed, or null (the file is listed by name). */
  imageSrc: string | null;
}

export interface ThreadMessage {
  id: string;
  /** Sanitised on the server. */
  html: string;
  time: string;
  createdDate: string;
  own: boolean;
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
              <li
                key={m.id}
                id={messageAnchor(m.id)}
                className={`flex items-end gap-2 ${m.own ? "flex-row-reverse" : ""}`}
                data-side={m.own ? "own" : "other"}
              >
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
                          {a.imageSrc ? (
                            <img
                              src={a.imageSrc}
                              alt={a.fileName}
                              className="max-h-40 rounded border border-slate-200"
                            />
                          ) : null}
                          <span className="flex items-center gap-1 text-xs text-ink/80">
                            <PaperclipIcon />
                            {a.fileName}
                          </span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <p className="mt-1 text-xs text-ink/70">
                    <time dateTime={m.createdDate}>{m.time}</time>
                  </p>
                </article>
              </li>
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
