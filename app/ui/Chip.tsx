import type { ChipTone } from "~/domain/status";

/** Tailwind classes per tone; text colours are AA on their backgrounds. */
const TONE_CLASS: Record<ChipTone, string> = {
  blue: "bg-sky-100 text-sky-900 ring-sky-300",
  orange: "bg-orange-100 text-orange-900 ring-orange-300",
  green: "bg-green-100 text-green-900 ring-green-300",
  red: "bg-red-100 text-red-900 ring-red-300",
  neutral: "bg-gray-100 text-gray-800 ring-gray-300",
};

/**
 * A chip in a tone already chosen (on the server, where a page's bytes are tight: the ticket
 * thread). StatusChip chooses the tone from the status and draws this. `data-tone` is for tests.
 */
/** A chip's whole class list for a tone (the ticket thread's loader renders its chip from it). */
export function chipClass(tone: ChipTone, className = ""): string {
  return `inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONE_CLASS[tone]} ${className}`.trim();
}

export function Chip({ text, tone, className = "" }: { text: string; tone: ChipTone; className?: string }) {
  return (
    <span data-tone={tone} className={chipClass(tone, className)}>
      {text}
    </span>
  );
}
