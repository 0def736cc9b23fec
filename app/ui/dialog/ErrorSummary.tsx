/**
 * The error summary at the top of a refused form (issue 40 §6, docs/decisions/088): rendered by the
 * server only (DialogNotices), for browsers without JavaScript and lite mode.
 */
export function ErrorSummary({ id, listed }: { id: string; listed: [string, string[] | null | undefined][] }) {
  return (
    <div role="alert" className="error-summary">
      <p>Please check {listed.length === 1 ? "this field" : `these ${listed.length} fields`}:</p>
      <ul>
        {listed.map(([name, errors]) => (
          <li key={name}>
            <a href={`#${id}-${name}`}>{errors![0]}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
