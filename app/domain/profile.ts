/** Display rules for profile fields (spec document 1 section 3). */

/** 'INDIA- +91' or 'India +91' is shown as 'India- +91'. */
export function formatIcc(icc: string | null | undefined): string {
  if (!icc) return "";
  const match = /^\s*([A-Za-z][A-Za-z .&'-]*?)\s*-?\s*(\+\d{1,4})\s*$/.exec(icc);
  if (!match) return icc.trim();
  const country = match[1]
    .toLowerCase()
    .replace(/(^|[\s-])([a-z])/g, (_, sep: string, ch: string) => `${sep}${ch.toUpperCase()}`);
  return `${country}- ${match[2]}`;
}

/** The last 10 digits of a phone number are shown. */
export function lastTenDigits(phone: string | null | undefined): string {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits.slice(-10);
}

/** India's dial code: its contact number is exactly 10 digits (spec document 1 section 5). */
export const INDIA_DIAL_CODE = "+91";

/** The contact number's length cap: 10 digits for India ("Input is capped at 10"), 15 elsewhere (E.164). */
export const PHONE_MAX_DIGITS = { india: 10, other: 15 } as const;

/** "INDIA- +91" → "+91". */
export function dialCodeOf(country: string | null | undefined): string | null {
  return /(\+\d{1,4})\s*$/.exec(country ?? "")?.[1] ?? null;
}

/** How many digits the contact number input takes for the chosen country. */
export function phoneMaxLength(country: string | null | undefined): number {
  return dialCodeOf(country) === INDIA_DIAL_CODE ? PHONE_MAX_DIGITS.india : PHONE_MAX_DIGITS.other;
}

/**
 * The country select's options: the value is the upstream's icc ('INDIA- +91', what the save
 * sends), the label the spec's 'Country- +code' ('India- +91'). A stored country that is not in the
 * list (or no list at all) is offered first, so the form never drops it.
 */
export function countryOptions(countries: ReadonlyArray<{ name: string; code: string }>, current?: string | null): { value: string; label: string }[] {
  const options = countries.map((c) => {
    const value = `${c.name}- ${c.code}`;
    return { value, label: formatIcc(value) };
  });
  if (current && !options.some((o) => o.value === current)) options.unshift({ value: current, label: formatIcc(current) });
  return options;
}
