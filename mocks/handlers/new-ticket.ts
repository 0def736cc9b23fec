import { db, PRODUCT_FAMILY, type Asset, type TicketType, type UserState } from "../store";
import { pad } from "../store/prng";

/**
 * A ticket opened by a portal request (AMC renewal, reschedule, quote, new-equipment enquiry), so
 * it shows in the tickets list like the upstream's own. Numbers continue after the seed. Its latest
 * update says what was asked (an AMC renewal names itself), else the type and status.
 */
export function openTicket(user: UserState, asset: Asset | null, type: TicketType, status = "Open", updatedMessage?: string): string {
  const ticketNumber = `TCK-${pad(200000 + db.tickets.length, 6)}`;
  const contact = `${user.firstName} ${user.lastName}`;
  db.tickets.push({
    ticketNumber,
    assetId: asset?.id ?? null,
    assetName: asset ? (asset.name ?? asset.thermaxName) : null,
    product: asset ? PRODUCT_FAMILY[asset.division] : null,
    createdOn: new Date().toISOString(),
    createdBy: contact,
    type,
    status,
    updatedMessage: updatedMessage ?? `<p>${type} is <b>${status}</b>.</p>`,
    contactId: user.userId,
    accountId: asset?.accountId ?? user.accountId,
    tcaUser: asset?.tcaUser ?? null,
  });
  return ticketNumber;
}
