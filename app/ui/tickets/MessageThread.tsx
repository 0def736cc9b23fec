import { Fragment } from "react";
import { Glyph } from "../icons";

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
    return <p className="thread-empty">No messages yet.</p>;
  }
  return (
    <div className="space-y-4">
      {days.map((d) => (
        <section key={d.day} aria-labelledby={`day-${d.day}`}>
          <h3 id={`day-${d.day}`} className="thread-day">
            {d.label}
          </h3>
          <ol className="space-y-3">
            {d.messages.map((m) => (
              <Fragment key={m.id}>
                {m.firstUnread ? (
                  <li>
                    <p id={THREAD_START_ID} role="separator" className="thread-new">
                      New
                    </p>
                  </li>
                ) : null}
                <li id={messageAnchor(m.id)} className="thread-message" data-side={m.own ? "own" : "other"}>
                  {m.latest ? <span id={THREAD_START_ID} className="absolute" /> : null}
                  {m.own ? (
                    <span aria-hidden="true" className="thread-initials">
                      {m.initials}
                    </span>
                  ) : null}
                  <article
                    aria-label={`${m.own ? "You" : m.authorName}, ${d.label} ${m.time}`}
                    className="thread-bubble"
                  >
                    <p className="thread-author">{m.own ? "You" : m.authorName}</p>
                    {m.html ? (
                      <div
                        className="thread-html"
                        dangerouslySetInnerHTML={{ __html: m.html }}
                      />
                    ) : null}
                    {m.attachments.length ? (
                      <ul aria-label="Attachments" className="thread-files">
                        {m.attachments.map((a, i) => (
                          <li key={`${a.fileName}-${i}`}>
                            {/* One link per file: an image's thumbnail above its name (issue 40 §2). */}
                            {a.href ? (
                              <a href={a.href}>
                                {a.thumbSrc ? <img src={a.thumbSrc} alt="" loading="lazy" /> : null}
                                <PaperclipIcon />
                                {a.fileName}
                              </a>
                            ) : (
                              <span>
                                <PaperclipIcon />
                                {a.fileName}
                              </span>
                            )}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    <p className="thread-time">
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

/** The attachment mark, an icon like app/ui/icons.tsx (the 📎 emoji was a missing-glyph box where no emoji font is installed). */
function PaperclipIcon() {
  return <Glyph name="paperclip" className="h-3.5 w-3.5" />;
}
