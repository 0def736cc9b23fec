import { Link } from "@remix-run/react";

/**
 * The brand mark: a red tile with a "T" and, unless compact, the word THERMAX. Links to /. Named
 * in text (the compact mark's name visually hidden), so a text browser reads a word too.
 */
export function Logo({ compact = false, className = "" }: { compact?: boolean; className?: string }) {
  return (
    <Link to="/" aria-label={compact ? undefined : "Thermax home"} className={`inline-flex items-center gap-2 rounded ${className}`}>
      <svg viewBox="0 0 32 32" className="h-8 w-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="6" fill="#DA291C" />
        <path d="M8 9h16v4h-6v12h-4V13H8z" fill="#fff" />
      </svg>
      {compact ? (
        <span className="sr-only">Thermax home</span>
      ) : (
        <span className="text-lg font-semibold tracking-wider text-brand-red" aria-hidden="true">
          THERMAX
        </span>
      )}
    </Link>
  );
}
