/**
 * The customer profiles, as the settings name them (LOOK_ONLY_PROFILES in app/env.server.ts) and
 * the role rules read them (app/domain/roles.ts). Part of the base, below the domain: the settings
 * are read before anything else and import nothing from app/domain/ (docs/decisions/092).
 */

/**
 * The customer-side role list, in the order spec document 1 section 6 gives it. The spec's
 * "profile at index 4" (treated as internal: may look, may not submit) is read against this order;
 * see docs/decisions/006-roles-and-layouts.md.
 */
export const CUSTOMER_ROLES = [
  "PRODUCT_USER",
  "Customer User",
  "BUYER",
  "Dealer User",
  "Customer User With Edge Live",
  "Dealer User With Edge Live",
  "Resin User With Edge",
  "Resin User With Edge Live",
] as const;

export type CustomerRole = (typeof CUSTOMER_ROLES)[number];

/**
 * The look-only profiles by default: today's reading of the spec's 'fifth profile in the role list'
 * (index 4 of CUSTOMER_ROLES). An operator may name others with LOOK_ONLY_PROFILES (decision 006,
 * addendum; issue 33 §4).
 */
export const DEFAULT_LOOK_ONLY_PROFILES: readonly CustomerRole[] = [CUSTOMER_ROLES[4]];

/**
 * LOOK_ONLY_PROFILES read: comma-separated customer profiles, spelled as the role list spells
 * them (case and spaces around commas forgiven); empty means none. Throws naming an unknown
 * profile or an admin role, so a typo stops the portal at start instead of opening every form.
 */
export function parseLookOnlyProfiles(value: string | undefined): readonly CustomerRole[] {
  if (value === undefined) return DEFAULT_LOOK_ONLY_PROFILES;
  const profiles: CustomerRole[] = [];
  for (const part of value.split(",").map((p) => p.trim()).filter(Boolean)) {
    const role = CUSTOMER_ROLES.find((r) => r.toLowerCase() === part.toLowerCase());
    if (!role) throw new Error(`LOOK_ONLY_PROFILES: '${part}' is not a customer profile (one of: ${CUSTOMER_ROLES.join(", ")})`);
    if (!profiles.includes(role)) profiles.push(role);
  }
  return profiles;
}
