import { choosesAccount, divisionOptions, registrationRegions } from "~/domain/asset-registration";
import type { AccountChoice, AddAssetView } from "~/ui/asset-registration/views";
import { dealerListParams, hasInternalEmail } from "~/domain/roles";
import type { Auth } from "~/session/guard.server";
import { emailDomains } from "~/env.server";
import { registrationLookups } from "~/upstream/asset-registration.server";
import { listCompanies } from "~/upstream/companies.server";

export function needsAccount(auth: Auth): boolean {
  const partnerEmail = hasInternalEmail(auth.user.email, { provider: [], partners: emailDomains().partners });
  return choosesAccount({ role: auth.user.cpContactProfile, partnerEmail });
}

async function accountPage(auth: Auth, search: string, page: number, signal?: AbortSignal): Promise<AccountChoice> {
  try {
    const result = await listCompanies(auth.session, { page, search: search || undefined, ...dealerListParams({ role: auth.user.cpContactProfile, tcaUser: auth.user.tcaUser }), signal });
    return {
      search,
      page,
      totalPages: result.totalPages,
      options: result.companyListResponseDTO.map((c) => ({ value: c.id, label: c.name })),
      failed: false,
    };
  } catch {
    return { search, page, totalPages: 0, options: [], failed: true };
  }
}

export async function addAssetView(auth: Auth, accounts: { search: string; page: number }, signal?: AbortSignal): Promise<AddAssetView> {
  const [lookups, choice] = await Promise.all([
    registrationLookups(auth.session, signal),
    needsAccount(auth) ? accountPage(auth, accounts.search.trim().slice(0, 50), Math.max(0, accounts.page), signal) : null,
  ]);
  return { divisions: divisionOptions(lookups.divisions), regions: registrationRegions(lookups.regions), accounts: choice };
}

/** `intent=accounts:3` → page 3; anything else → null. */
export function accountsIntent(intent: FormDataEntryValue | null): number | null {
  const m = /^accounts:(\d{1,4})$/.exec(typeof intent === "string" ? intent : "");
  return m ? Number(m[1]) : null;
}
