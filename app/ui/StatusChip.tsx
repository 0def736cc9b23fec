import { chipTone, type ChipTone } from "~/domain/status";

/** Tailwind classes per tone; text colours are AA on their backgrounds. */
const TONE_CLASS: Record<ChipTone, string> = {
  blue: "bg-sky-100 text-sky-900 ring-sky-300",
  orange: "bg-orange-100 text-orange-900 ring-orange-300",
  green: "bg-green-100 text-green-900 ring-green-300",
  red: "bg-red-100 text-red-900 ring-red-300",
  neutral: "bg-gray-100 text-gray-800 ring-gray-300",
};

/**
 * A status chip coloured by `chipTone` (spec document 2 section 4.3). The status is always
 * written out, so the colour never carries the meaning alone. `data-tone` is for tests.
 */
export function StatusChip({ status, className = "", tone: given }: { status: string | null | undefined; className?: string; /** A list's own colour rule (enquiries); else chipTone's. */ tone?: ChipTone | null }) {
  const tone = given ?? chipTone(status);
  // No status, no chip: a chip never reads NA (issue 31).
  if (!status || status === "NA") return null;
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONE_CLASS[tone]} ${className}`}
    >
      {status}
    </span>
  );
}
