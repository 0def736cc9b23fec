/**
 * Input patterns from the spec (document 3 section 5 "Patterns" and "Team member"; document 1
 * section 3). Pure, no zod: the schemas and the browser can both use them. Tested in
 * patterns.test.ts.
 */

/** Phone: 10 digits in groups of 3-3-4, with optional brackets, dashes, dots or spaces. */
export const PHONE_PATTERN = /^(?:\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4}$/;

/** Team phone: 10 to 15 digits with an optional leading +. */
export const TEAM_PHONE_PATTERN = /^\+?\d{10,15}$/;

/** Name: 1 to 50 letters, accents, apostrophe, hyphen, space. */
export const NAME_PATTERN = /^[\p{L}\p{M}' -]{1,50}$/u;

/**
 * E-mail: one @, a dotted domain, no spaces; what a mail server would accept in practice, not the
 * whole RFC 5322 grammar.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const isPhone = (value: string) => PHONE_PATTERN.test(value.trim());
export const isTeamPhone = (value: string) => TEAM_PHONE_PATTERN.test(value.trim());
export const isName = (value: string) => NAME_PATTERN.test(value) && value.trim().length > 0;
export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

/** The profile's mobile number as the forms prefill it: its last 10 digits (spec document 1 section 3). */
export function lastTenDigits(phone: string | null | undefined): string {
  return (phone ?? "").replace(/\D/g, "").slice(-10);
}

/**
 * A phone number shown in the portal as a link the phone can call (issue 52 §5): `tel:` with the
 * number's digits, +91 in front of a bare 10-digit Indian number; null for text that is not a
 * phone number.
 */
export function phoneHref(value: string | null | undefined): string | null {
  const plain = (value ?? "").replace(/[\s().-]/g, "");
  if (!/^\+?\d{7,15}$/.test(plain)) return null;
  return `tel:${/^\d{10}$/.test(plain) ? `+91${plain}` : plain}`;
}

/** The separators people write in phone numbers: spaces, dashes, dots, brackets. */
const PHONE_SEPARATORS = /[\s().-]/g;

/** A phone number without its separators ('+91 98200-12345' → '+919820012345'); the + stays. */
export function phoneWithoutSeparators(value: string): string {
  return value.replace(PHONE_SEPARATORS, "");
}

/**
 * An Indian mobile number as people write it, as the upstream takes it: its 10 digits (issue 40
 * §4, decision 087). '+91 98200 12345', '0091 98200 12345', '91 98200 12345' (12 digits), '098200
 * 12345' and '98200-12345' all give '9820012345'. Anything else comes back without its
 * separators, for the field's own check to refuse with its message.
 */
export function indianMobile(value: string): string {
  const plain = phoneWithoutSeparators(value.trim());
  const national = /^(?:\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))(\d{10})$/.exec(plain);
  return national ? national[1] : plain;
}
