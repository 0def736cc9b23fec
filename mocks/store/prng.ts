/**
 * Deterministic helpers for seeding: a fixed-seed PRNG and dates relative to a fixed reference
 * day, so every start of the mock serves byte-identical data.
 */
export const REFERENCE_DATE = new Date("2026-11-01T00:00:00.000Z");
const DAY_MS = 86_400_000;

/** mulberry32: tiny, fast and good enough for picking demo data. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int(min: number, max: number): number {
      return min + Math.floor(next() * (max - min + 1));
    },
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)];
    },
  };
}
export type Random = ReturnType<typeof createRandom>;

/** ISO timestamp `days` (may be fractional or negative) from the reference date. */
export function isoDays(days: number, hours = 0): string {
  return new Date(REFERENCE_DATE.getTime() + days * DAY_MS + hours * 3_600_000).toISOString();
}

/** Calendar date `YYYY-MM-DD` `days` from the reference date. */
export function dateDays(days: number): string {
  return isoDays(days).slice(0, 10);
}

/** `dd.mm.yyyy`, the contract date format of the upstream. */
export function dottedDays(days: number): string {
  const [y, m, d] = dateDays(days).split("-");
  return `${d}.${m}.${y}`;
}

export function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}
