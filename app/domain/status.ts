/**
 * Status chip colours (spec document 2 section 4.3, last bullet): blue for created, booked,
 * confirmed, active, proposal; orange for in-progress, registered, drafted, renew, negotiation;
 * green for closed, shipped, completed, won; red for pending, expired. Any other status is neutral.
 * The chip always shows the status text, so the colour never carries the meaning alone.
 */
export type ChipTone = "blue" | "orange" | "green" | "red" | "neutral";

/** Checked in this order; each keyword matches as a whole word ("in-progress" also as "In Progress"). */
const TONES: readonly (readonly [ChipTone, readonly string[]])[] = [
  // Overdue (a visit past its day, issue 31) reads as pending does; Planned as booked.
  ["red", ["pending", "expired", "overdue"]],
  ["orange", ["in progress", "registered", "drafted", "renew", "negotiation"]],
  ["green", ["closed", "shipped", "completed", "won"]],
  ["blue", ["created", "booked", "confirmed", "active", "proposal", "planned"]],
];

function normalise(status: string): string {
  return ` ${status
    .toLowerCase()
    .replace(/[^a-z]+/g, " ")
    .trim()} `;
}

export function chipTone(status: string | null | undefined): ChipTone {
  if (!status) return "neutral";
  const text = normalise(status);
  for (const [tone, words] of TONES) if (words.some((w) => text.includes(` ${w} `))) return tone;
  return "neutral";
}
