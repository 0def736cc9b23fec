import { Link } from "@remix-run/react";
import type { ObjectAction } from "~/domain/object-actions";

/**
 * The requests that take the page's object, with it filled in (issue 52 §1, decision 108): plain
 * links at every width, so a phone has them without opening a menu. Left out of offline copies
 * (`needs-network`, decision 088).
 */
export function ObjectActions({ label, actions, className = "" }: { label: string; actions: ObjectAction[]; className?: string }) {
  if (!actions.length) return null;
  return (
    <nav aria-label={label} className={`needs-network ${className}`}>
      <ul className="flex flex-wrap gap-2">
        {actions.map((a) => (
          <li key={a.label}>
            <Link to={a.href} className="btn-secondary btn-small">
              {a.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
