/**
 * A refused reply without JavaScript (issue 52 §2): the page comes back at its top, so the thread
 * says there, before the messages, that the reply was not sent and why, each reason a link to the
 * composer's field, as the dialog forms' summary does (docs/decisions/088). Rendered by the server
 * only (Conversation.tsx): with JavaScript the composer keeps its place and shows the errors itself.
 */
export function ThreadErrorSummary({ formError, fileErrors }: { formError: string | null; fileErrors?: string[] }) {
  const reasons = [...(formError ? [{ text: formError, href: "#composer-message" }] : []), ...(fileErrors ?? []).map((text) => ({ text, href: "#composer-files" }))];
  if (!reasons.length) return null;
  return (
    <div role="alert" id="reply-not-sent" className="error-summary mt-3">
      <p>Your reply was not sent:</p>
      <ul>
        {reasons.map((r, i) => (
          <li key={i}>
            <a href={r.href}>{r.text}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
