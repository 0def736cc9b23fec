import { accountSwitchHandlers } from "./account-switch";
import { adminHandlers } from "./admin";
import { assetHandlers } from "./assets";
import { authHandlers } from "./auth";
import { bookingHandlers } from "./bookings";
import { cartHandlers } from "./cart";
import { complaintHandlers } from "./complaints";
import { historyHandlers } from "./histories";
import { amcHandlers, contractHandlers } from "./contracts";
import { documentHandlers } from "./documents";
import { enquiryHandlers } from "./enquiries";
import { formHandlers } from "./forms";
import { guidedScreenHandlers } from "./guided-screen";
import { knowledgeHandlers } from "./knowledge";
import { lookupHandlers } from "./lookups";
import { newsHandlers } from "./news";
import { notificationHandlers } from "./notifications";
import { offerHandlers } from "./offers";
import { observeBefore, unmatched } from "./observe";
import { orderHandlers } from "./orders";
import { pictureHandlers } from "./pictures";
import { placeHandlers } from "./places";
import { quoteHandlers } from "./quotes";
import { requestHandlers } from "./requests";
import { searchHandlers } from "./search";
import { surveyHandlers } from "./surveys";
import { teamHandlers } from "./team";
import { ticketHandlers } from "./tickets";
import { userHandlers } from "./users";

/** The API's handlers; `unmatched` last (404 envelope). */
export const apiHandlers = [
  ...authHandlers,
  ...userHandlers,
  ...cartHandlers,
  ...notificationHandlers,
  ...assetHandlers,
  // Before the documents: fileBlobUrl answers a stored profile picture, else the document.
  ...pictureHandlers,
  ...documentHandlers,
  ...orderHandlers,
  ...contractHandlers,
  ...ticketHandlers,
  ...complaintHandlers,
  ...historyHandlers,
  ...enquiryHandlers,
  ...surveyHandlers,
  ...formHandlers,
  ...knowledgeHandlers,
  ...amcHandlers,
  ...quoteHandlers,
  // Issue 11: callback, asset registration, shutdown, feedback, lookups, My Team.
  ...requestHandlers,
  ...lookupHandlers,
  // Issue 42 §7: the public countries service's states and cities.
  ...placeHandlers,
  ...teamHandlers,
  // Issue 13: global search, the account switch, profile pictures, guided-screen progress.
  ...searchHandlers,
  ...accountSwitchHandlers,
  ...guidedScreenHandlers,
  // Issue 23: offers (and the enquiry by offer) and the book-asset entries of My Bookings.
  ...offerHandlers,
  ...bookingHandlers,
  // Issue 23: the home news.
  ...newsHandlers,
  // After the others: its `users/:id` paths would otherwise take specific ones (users/available).
  ...adminHandlers,
  unmatched,
];

/** `observe` first: the call log, faults and latency, over all the others. */
export const handlers = [observeBefore(apiHandlers), ...apiHandlers];
