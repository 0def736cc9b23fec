import { chipTone, type ChipTone } from "~/domain/status";
import { Chip } from "./Chip";

/**
 * A status chip coloured by `chipTone` (spec document 2 section 4.3). The status is always
 * written out, so the colour never carries the meaning alone.
 */
export function StatusChip({ status, className = "", tone: given }: { status: string | null | undefined; className?: string; /** A list's own colour rule (enquiries); else chipTone's. */ tone?: ChipTone | null }) {
  // No status, no chip: a chip never reads NA (issue 31).
  if (!status || status === "NA") return null;
  return <Chip text={status} tone={given ?? chipTone(status)} className={className} />;
}
