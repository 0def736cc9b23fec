/**
 * The company a card names (issue 32 §4): a dealer's lists mix the companies sold through their
 * code until one is chosen with the account switcher, so a record of a company other than the one
 * the header shows says whose it is. A customer's own records, and every record once the company
 * is chosen, name none. Null when there is nothing to say.
 */
export function otherCompany(recordCompany: string | null | undefined, headerCompany: string): string | null {
  const name = recordCompany?.trim();
  return name && name !== headerCompany.trim() ? name : null;
}
