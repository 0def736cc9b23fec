/**
 * What an admin acting as a customer may not do (docs/decisions/030 and 047). Acting is for looking:
 * every write made in the customer's name is refused on the server (403) with one of these texts,
 * and the page shows the same text where the control would be. The dialogs and other submissions
 * to the maker are refused to every internal user (`auth.internal`) with their own texts.
 */
export const ACTING_REFUSED = {
  ticketMessage: "Administrators acting as a customer cannot send messages in the customer's name.",
  favourite: "Administrators acting as a customer cannot change the customer's favourites.",
  assetPreferences: "Administrators acting as a customer cannot change the customer's asset preferences.",
  tour: "Administrators acting as a customer cannot change the customer's guided tour.",
  profile: "Administrators acting as a customer cannot change the customer's profile.",
  // Not in the spec's list of submits refused to internal users: staff and the profile at index 4
  // may do these (issue 25 §5, decision 047); only acting admins are refused.
  reschedule: "Administrators acting as a customer cannot reschedule a visit.",
  invite: "Administrators acting as a customer cannot invite a team member.",
  rename: "Administrators acting as a customer cannot rename an asset.",
} as const;

export type ActingRefusal = keyof typeof ACTING_REFUSED;
