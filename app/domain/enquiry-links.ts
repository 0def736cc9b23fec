/**
 * Where enquiries are (decision 048), in a module of their own: the header's search and the bell
 * link here, so whatever this module holds is in every signed-in page's script.
 */

/** Where the enquiry list lives: a view of Spares & Services. */
export const ENQUIRY_LIST_PATH = "/dashboard/spares-and-services/enquiries";

/** An enquiry's page. */
export function enquiryHref(id: string): string {
  return `/enquiries/${encodeURIComponent(id)}`;
}
