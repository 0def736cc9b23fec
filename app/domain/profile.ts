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
  return keepingCurrent(options, current, formatIcc);
}

/** The options with a stored value they lack offered first, so a form never drops it. */
function keepingCurrent(options: { value: string; label: string }[], current: string | null | undefined, label: (value: string) => string) {
  if (current && !options.some((o) => o.value === current)) options.unshift({ value: current, label: label(current) });
  return options;
}

/** 'INDIA- +91' → 'India', 'UNITED ARAB EMIRATES- +971' → 'United Arab Emirates': the countries service's name; null without one. */
export function countryNameOf(icc: string | null | undefined): string | null {
  const shown = formatIcc(icc);
  const name = /^(.*?)-\s*\+\d{1,4}$/.exec(shown)?.[1]?.trim();
  return name ? name : null;
}

/**
 * The State and City pickers' lists from the countries service (issue 42 §7): null where the
 * service failed or knows none, and the form offers a text field instead.
 */
export interface PlacesView {
  states: string[] | null;
  cities: string[] | null;
}

/** A picker's options: the names, and a stored value the list lacks offered first, so the form never drops it. */
export function placeOptions(names: readonly string[], current?: string | null): { value: string; label: string }[] {
  return keepingCurrent(
    names.map((n) => ({ value: n, label: n })),
    current,
    (n) => n,
  );
}

/** Whether a value belongs to a list the service answered (a text field's value always does). */
export function inPlaces(names: readonly string[] | null, value: string | null | undefined): boolean {
  return names === null || names.length === 0 || (!!value && names.includes(value));
}
