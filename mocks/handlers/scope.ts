import { db, type Asset, type Owned, type UserState } from "../store";

/**
 * Which records a list call may see. Dealers send their dealer code as `tcaUser` and see every
 * record sold through them; everyone else sees their own account.
 */
export type Scope = { kind: "dealer"; tcaUser: string; accountId?: string } | { kind: "account"; accountId: string };

/**
 * A dealer who chose a company with the account switcher (modifyJwtToken) sees what was sold
 * through their code in that company only; before any choice, everything sold through it.
 */
export function scopeFor(user: UserState, url: URL): Scope {
  const tcaUser = url.searchParams.get("tcaUser");
  if (tcaUser && user.tcaUser && tcaUser === user.tcaUser) {
    return user.chosenAccount ? { kind: "dealer", tcaUser, accountId: user.accountId } : { kind: "dealer", tcaUser };
  }
  return { kind: "account", accountId: user.accountId };
}

export function inScope(record: Owned, scope: Scope): boolean {
  if (scope.kind === "account") return record.accountId === scope.accountId;
  return record.tcaUser === scope.tcaUser && (scope.accountId === undefined || record.accountId === scope.accountId);
}

/**
 * The company a record belongs to, by name: list items carry it (`accountName`, a field beyond the
 * spec's shapes, docs/upstream-api.md) so a dealer's list, which mixes companies until one is
 * chosen, can say whose each record is (issue 32 §4).
 */
export function accountNameOf(record: Pick<Owned, "accountId">): string | null {
  return db.companies.find((c) => c.id === record.accountId)?.name ?? null;
}

/** Single-record reads: own account, or sold through the user's dealer code. */
export function visibleTo(record: Owned, user: UserState): boolean {
  return record.accountId === user.accountId || (user.tcaUser !== null && record.tcaUser === user.tcaUser);
}

/** An asset an admin took away from this user (restrictAssetsForAccountUser). */
export function isRestricted(assetId: string, user: UserState): boolean {
  return (db.restrictedAssets[user.userId] ?? []).includes(assetId);
}

/** The asset with this id when the user may see it. */
export function visibleAsset(id: unknown, user: UserState): Asset | undefined {
  const asset = db.assets.find((a) => a.id === id);
  return asset && visibleTo(asset, user) && !isRestricted(asset.id, user) ? asset : undefined;
}
