/** The admin banner (spec document 1 section 2): 'Logged in as ... (Log out as ...)'. Pure, tiny: the shell imports it. */
export function bannerText(customerName: string, adminName: string): { lead: string; customer: string; logOutAs: string } {
  return { lead: "Logged in as", customer: customerName.trim() || "customer", logOutAs: `Log out as ${adminName.trim() || "admin"}` };
}

export function bannerSentence(customerName: string, adminName: string): string {
  const t = bannerText(customerName, adminName);
  return `${t.lead} ${t.customer} (${t.logOutAs})`;
}
