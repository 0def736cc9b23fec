/**
 * Where an attention item leads and what it calls its object (decision 074). Kept apart from the
 * rules so that the portal's one object→URL and object→name mapping (issue 31) replaces this file's
 * bodies without touching attention.ts. Pure.
 */
const key = (id: string) => encodeURIComponent(id);

/** The ticket's message thread, over the tickets list (docs/decisions/012). */
export const ticketThreadHref = (ticketNumber: string) => `/dashboard/tickets/${key(ticketNumber)}/messages`;
export const orderHref = (orderId: string) => `/order/${key(orderId)}`;
export const contractHref = (serviceId: string) => `/contracts/${key(serviceId)}`;
/** The asset page's documents section, every category, newest first. */
export const assetDocumentsHref = (assetId: string) => `/asset/${key(assetId)}#documents`;

/**
 * An order as its page names it (the maker's order number), with the customer's P.O. number the
 * lists show; either alone when the other is missing, else the order's id.
 */
export function orderName(order: { id: string; customerPo: string | null; erpOrderNumber: string | null }): string {
  const number = order.erpOrderNumber?.trim();
  const po = order.customerPo?.trim();
  if (number && po) return `${number} (P.O. ${po})`;
  return number || (po ? `with P.O. ${po}` : order.id);
}

/** An asset as the customer knows it: the name they gave it, else the maker's name. */
export function assetName(asset: { name: string | null; thermaxName: string | null }): string | null {
  return asset.name?.trim() || asset.thermaxName?.trim() || null;
}
