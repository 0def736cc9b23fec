/**
 * The error summary at the top of a refused form (issue 40 §6, docs/decisions/088): rendered by the
 * server only (DialogNotices), for browsers without JavaScript and lite mode.
 */
export function ErrorSummary({ id, errors }: { id: string; errors: Record<string, string[] | null | undefined> }) {
  const listed = Object.entries(errors).filter(([name, list]) => name && list?.length);
  if (!listed.length) return null;
  return (
    <div role="alert" className="error-summary">
      <p>Please check {listed.length === 1 ? "this field" : `these ${listed.length} fields`}:</p>
      <ul>
        {listed.map(([name, list]) => (
          <li key={name}>
            <a href={`#${id}-${name}`}>{list![0]}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
