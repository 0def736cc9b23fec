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

/** An order as the customer knows it: their P.O. number, else the maker's order number, else its id. */
export function orderName(order: { id: string; customerPo: string | null; erpOrderNumber: string | null }): string {
  return order.customerPo?.trim() || order.erpOrderNumber?.trim() || order.id;
}

/** An asset as the customer knows it: the name they gave it, else the maker's name. */
export function assetName(asset: { name: string | null; thermaxName: string | null }): string | null {
  return asset.name?.trim() || asset.thermaxName?.trim() || null;
}
