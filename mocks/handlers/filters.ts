/**
 * filterBy parsers. Assets: parts joined with `$`, each `division_`, `location_` or `status_`
 * followed by comma-joined values. Tickets: `status-a,b$type-x,y`. Orders: semicolon lists.
 */
export function parseFilterBy(raw: string | null, separator: "_" | "-"): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!raw) return out;
  for (const part of raw.split("$")) {
    const idx = part.indexOf(separator);
    if (idx <= 0) continue;
    const key = part.slice(0, idx).trim().toLowerCase();
    const values = part
      .slice(idx + 1)
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean);
    if (values.length) out.set(key, [...(out.get(key) ?? []), ...values]);
  }
  return out;
}

export function semicolonList(raw: string | null): string[] {
  return (raw ?? "")
    .split(";")
    .map((v) => v.trim())
    .filter(Boolean);
}

export function includesCI(values: string[], candidate: string | null | undefined): boolean {
  if (candidate == null) return false;
  const c = candidate.toLowerCase();
  return values.some((v) => v.toLowerCase() === c);
}
