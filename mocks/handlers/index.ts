import { assetHandlers } from "./assets";
import { authHandlers } from "./auth";
import { cartHandlers } from "./cart";
import { complaintHandlers } from "./complaints";
import { contractHandlers } from "./contracts";
import { documentHandlers } from "./documents";
import { enquiryHandlers } from "./enquiries";
import { knowledgeHandlers } from "./knowledge";
import { notificationHandlers } from "./notifications";
import { observe, unmatched } from "./observe";
import { orderHandlers } from "./orders";
import { surveyHandlers } from "./surveys";
import { ticketHandlers } from "./tickets";
import { userHandlers } from "./users";

/** `observe` must stay first (call log, faults) and `unmatched` last (404 envelope). */
export const handlers = [
  observe,
  ...authHandlers,
  ...userHandlers,
  ...cartHandlers,
  ...notificationHandlers,
  ...assetHandlers,
  ...documentHandlers,
  ...orderHandlers,
  ...contractHandlers,
  ...ticketHandlers,
  ...complaintHandlers,
  ...enquiryHandlers,
  ...surveyHandlers,
  ...knowledgeHandlers,
  unmatched,
];
