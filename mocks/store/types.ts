import type { DemoUser } from "../data/users";

export const DIVISIONS = ["COOLING", "HEATING", "WATER", "TBWES", "ENVIRO"] as const;
export type Division = (typeof DIVISIONS)[number];

/** Display name per division (spec doc 2 section 3, "Product divisions"). */
export const PRODUCT_FAMILY: Record<Division, string> = {
  COOLING: "Absorption Cooling",
  HEATING: "Process Heating",
  WATER: "Water and Waste Solution",
  TBWES: "Large Boilers & Fired Heaters",
  ENVIRO: "Air Pollution Control",
};

/** Spelling as the upstream sends it (sic). `null` is shown as Ordered by the portal. */
export const COMMISSIONING_STATUSES = ["Ordered", "Yet to commision", "Uncommisioned", "Commisioned", null] as const;
export type CommissioningStatus = (typeof COMMISSIONING_STATUSES)[number];

export const ERP_STATUSES = [
  "Order received",
  "Order confirmed",
  "Order execution in progress",
  "Partially Ready for shipment",
  "Ready for shipment",
  "Partially fulfilled",
  "Order closed",
] as const;
export type ErpStatus = (typeof ERP_STATUSES)[number];

export const LINE_STATUSES = [
  "AWAITING_RECEIPT",
  "Item in Engineering",
  "Item in Manufacturing",
  "Item in Procurement",
  "Item in Procurement/Manufacturing",
  "Item is Ready",
  "Order Confirmed",
  "Order Received",
  "Shipped & Invoiced",
] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

export const TICKET_TYPES = [
  "Quotation",
  "New Equipment Request",
  "Complaint",
  "Requested Callback",
  "Plan a Shutdown",
  "Add/Report an Asset",
  "Requested Document",
  "Others",
  "Reschedule Visit",
] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

export const COMMON_TICKET_STATUSES = ["Open", "Completed", "Invalid"] as const;
/** Statuses a type has beyond the common ones (spec doc 2 section 4.3). */
export const EXTRA_TICKET_STATUSES: Partial<Record<TicketType, readonly string[]>> = {
  Quotation: ["Drafted", "Validated", "Closed"],
  Complaint: ["Closed", "Registered", "Resolution In Progress"],
};

export const COMPLAINT_STATUSES = ["Registered", "Resolution In Progress", "Closed"] as const;
export const COMPLAINT_ORIGINS = ["Customer Portal", "Email", "Phone", "Web"] as const;

/** CONTRACT (a service contract about to end) leads to the contracts list (docs/decisions/039). */
export const NOTIFICATION_TYPES = ["ORDER", "ENQUIRY", "COMPLAINT", "ASSET", "TICKET", "CONTRACT", "ORDER_FEEDBACK"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Where a record belongs: its customer account and, when sold through a dealer, the dealer code. */
export interface Owned {
  accountId: string;
  tcaUser: string | null;
}

export interface UserState extends DemoUser {
  /** Seconds; access tokens with `iat` below this are refused (set by logout). */
  tokensValidAfter: number;
  /** Epoch ms of the last logout: tokens with `iat_ms` (the provider's) minted before it are refused. */
  tokensValidAfterMs?: number;
  /**
   * The session signed in after modifyJwtToken (the account switch) works in the chosen company:
   * `accountId` is it, and a dealer's lists show what was sold through their code in that company
   * only (docs/upstream-api.md). A sign-in without a switch before it goes back to the user's own
   * company, and a dealer's lists to every company sold through their code.
   */
  chosenAccount?: boolean;
  /** Chosen by modifyJwtToken, taken by the next sign-in. */
  nextAccount?: { id: string; name: string };
  /** The user's own company, while the session works in another. */
  homeAccount?: { id: string; name: string };
}

export interface Company {
  id: string;
  name: string;
}

export interface DocCount {
  totalCount: number;
  unreadCount: number;
}

/** Project stages of an asset being installed, in order (spec document 3 section 9), spelled as the upstream sends them. */
export const PROJECT_STAGES = ["Pre-Installation", "Material Inspection", "Erection", "Mechanical completion", "Commissioning", "Performance Handover", "I&C Completed"] as const;

export interface Asset extends Owned {
  id: string;
  name: string | null;
  thermaxName: string;
  division: Division;
  poNumber: string;
  productFamily: string;
  product: string;
  city: string;
  state: string;
  ascEndDate: string | null;
  warrantyExpiredDate: string | null;
  commisioningStatus: CommissioningStatus;
  ibgCommissioningDate: string | null;
  edd: string | null;
  /** When it was installed on site (spec document 3 section 9's installationDate); null before. */
  installationDate: string | null;
  /** Where an asset being installed stands (one of PROJECT_STAGES); I&C Completed once commissioned, null when ordered. */
  projectStage: (typeof PROJECT_STAGES)[number] | null;
  /**
   * How many documents the seed gives each category and how many of them start unread. The
   * upstream answers `documentCount` computed per user from `db.documents` instead.
   */
  documentPlan: { drawings: DocCount; reports: DocCount; others: DocCount };
}

/** Document categories as the document calls name them (spec doc 2 section 2.3 filter values). */
export const DOCUMENT_TYPES = ["Engineering Drawing", "Reports", "Other Documents"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The document-count key of each category (`documentCount.drawings` ...). */
export const DOCUMENT_COUNT_KEY: Record<DocumentType, "drawings" | "reports" | "others"> = {
  "Engineering Drawing": "drawings",
  Reports: "reports",
  "Other Documents": "others",
};

export interface AssetDocument {
  /** Content version id: what documentViewed names. */
  cvId: string;
  assetId: string;
  title: string;
  fileName: string;
  fileType: "pdf" | "png";
  type: DocumentType;
  createdDate: string;
  /** Where the document store keeps the file (fileBlobUrl takes it); never shown by the portal. */
  url: string;
  /** Bytes of padding for the "scanned" drawings (large files); 0 for the others. */
  scanBytes: number;
  /** Users who have opened it; "*" marks a document seeded as read for everyone. */
  viewedBy: string[];
}

/** Saved location and product preferences of one user (lists; the calls join them with ";"). */
export interface AssetPreferences {
  city: string[];
  state: string[];
  division: string[];
}

export interface OrderLineItem {
  id: string;
  orderNumber: string;
  orderedItem: string;
  itemDesc: string;
  orderedQuantity: number;
  edd: string | null;
  lineStatusView: LineStatus;
}

export interface Order extends Owned {
  id: string;
  type: "Spares" | "Services";
  erpOrderNumber: string;
  erpStatus: ErpStatus;
  opportunityType: string | null;
  opportunityDivision: Division;
  opportunityNumber: string;
  assetId: string;
  assetName: string | null;
  productFamily: string;
  customerPo: string;
  poNumber: string;
  erpOrderBookedDate: string | null;
  dateOrdered: string;
  edd: string | null;
  /** When a closed order was delivered (YYYY-MM-DD; not in the spec, decision 103); null or absent while open. */
  closedOn?: string | null;
  ownerName: string;
  ownerEmail: string;
  ownerContact: string;
  lineItems: OrderLineItem[];
}

export interface ServiceVisit {
  visitId: string;
  visitDate: string;
  status: "Completed" | "Pending";
  engineerName: string;
  /** A reschedule asked for this visit: the day asked (YYYY-MM-DD) and the ticket it opened (issue 42 §4). */
  rescheduleRequestedTo?: string;
  rescheduleTicketNumber?: string;
  /** When the reschedule was asked (ISO; issue 52 §3). */
  rescheduleRequestedOn?: string;
}

export interface ServiceContract extends Owned {
  serviceId: string;
  orderedItem: string;
  description: string;
  assetId: string;
  assetName: string | null;
  thermaxName: string;
  poNumber: string;
  productFamily: string;
  /** dd.mm.yyyy */
  expirationDate: string;
  /** ISO date of the same day, for sorting and the expired flag. */
  contractEndDate: string;
  ownerId: string;
  visits: ServiceVisit[];
}

export interface Attachment {
  fileName: string;
  contentType: string;
  url: string;
}

export interface TicketMessage {
  id: string;
  ticketNumber: string;
  message: string;
  userId: string;
  userFirstName: string;
  userLastName: string;
  userEmail: string;
  createdDate: string;
  isRead: boolean;
  attachments: Attachment[];
}

export interface Ticket extends Owned {
  ticketNumber: string;
  assetId: string | null;
  assetName: string | null;
  product: string | null;
  createdOn: string;
  createdBy: string;
  type: TicketType;
  status: string;
  updatedMessage: string;
  contactId: string;
  /** When the ticket reached Completed, Closed or Invalid (ISO; not in the spec, decision 103); null or absent while open. */
  closedOn?: string | null;
}

/** A file attached to a complaint when it was reported (the multipart `files`, or seeded). */
export interface ComplaintAttachment {
  id: string;
  fileName: string;
  contentType: string;
  createdDate: string;
  /** Where the document store keeps it (fileBlobUrl takes it); never shown by the portal. */
  url: string;
  /** The bytes, for uploaded files; seeded ones are made from their name (mocks/files.ts). */
  bytes: Uint8Array | null;
}

/**
 * A service engineer's report on a complaint (issue 33 §3: `get-case-service-reports/{caseId}`; the
 * spec names the call, not its shape): a file in the document store, like an attachment.
 */
export interface ComplaintServiceReport extends ComplaintAttachment {
  /** The service report's own number, as printed on it. */
  reportNumber: string;
  /** The day of the visit it reports on. */
  visitDate: string;
  engineerName: string;
}

export interface Complaint extends Owned {
  id: string;
  caseNumber: string;
  status: (typeof COMPLAINT_STATUSES)[number];
  statusDate: string;
  createdDate: string;
  lastModifiedDate: string;
  contactId: string;
  contactName: string;
  assetId: string | null;
  assetName: string | null;
  description: string;
  /** The type and reason chosen when reporting (ACTIVE_ORDER, "Wrong supply"…); sent with the detail (issue 40 §3). */
  complaintType: string | null;
  reasonToComplaint: string | null;
  ownerName: string;
  ownerEmail: string;
  ownerMobilePhone: string;
  origin: (typeof COMPLAINT_ORIGINS)[number];
  proposedResolution: string | null;
  /** The files the customer attached when reporting it (issue 32 §2). */
  attachments: ComplaintAttachment[];
  /** The service engineers' reports on it, newest first (seeded for complaints past Registered). */
  serviceReports?: ComplaintServiceReport[];
  /** Set for complaints registered through the portal (multipart call): what was sent. */
  registration?: {
    complaintType: string;
    enquiryId: string | null;
    reasonToComplaint: string;
    poNumber: string | null;
    priority: string | null;
    country: string | null;
    spareList: string[];
    serviceList: string[];
    fileNames: string[];
    /** For an asset that is not listed: what identifies it (recorded as an asset registration too). */
    registerAssetData?: { serialOcNumber: string; division: string; region: string };
  };
}

/**
 * Enquiry statuses (spec document 2 section 4.6, document 3 section 9). Drafted and Validated are
 * active; "Order received" and "Enquiry cancelled" are the two ways one closes (the spec's
 * "Order received/Enquiry cancelled"); Upcoming, Expiring and Expired follow a quotation's validity.
 */
export const ENQUIRY_STATUSES = ["Drafted", "Validated", "Order received", "Enquiry cancelled", "Upcoming", "Expiring", "Expired"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** Enquiry and order types (spec document 3 section 9). */
export type EnquiryType = "Spare" | "Service" | "NonStandard" | "STANDARD";

/** A spare or service asked for, with the asset it is for. */
export interface EnquiryItem {
  partCode: string;
  description: string;
  quantity: number;
  assetName: string | null;
}

export interface Enquiry extends Owned {
  id: string;
  /** Null for some: the portal shows the id instead (spec document 3 section 7). */
  name: string | null;
  status: EnquiryStatus;
  type: EnquiryType;
  /** Null for a new-equipment enquiry. */
  assetId: string | null;
  /** The ticket the enquiry opened (null for enquiries that came from elsewhere). */
  ticketNumber: string | null;
  /** YYYY-MM-DD for the seed, ISO for enquiries made through the portal. */
  createdDate: string;
  lastModifiedDate: string;
  /** Until when the quotation holds (Upcoming, Expiring, Expired); null otherwise. */
  expiryDate: string | null;
  interestArea: string | null;
  details: string | null;
  spares: EnquiryItem[];
  services: EnquiryItem[];
  /** Who raised it (a user id), when it was raised through the portal. */
  contactId: string | null;
}

/** A document attached to an enquiry (uploaded through the portal or seeded). */
export interface EnquiryDocument {
  id: string;
  enquiryId: string;
  fileName: string;
  contentType: string;
  createdDate: string;
  uploadedBy: string;
  /** The user id of whoever uploaded it through the portal; null for the maker's own documents. */
  uploadedById: string | null;
  /** Where the document store keeps it (fileBlobUrl takes it); never shown by the portal. */
  url: string;
  /** The bytes, for uploaded files; seeded ones are made from their data (mocks/files.ts). */
  bytes: Uint8Array | null;
}

export interface Notification {
  notificationId: string;
  userId: string;
  message: string;
  read: boolean;
  type: NotificationType;
  entityId: string;
  createdAt: string;
}

export interface SurveyQuestion {
  id: string;
  name: string;
  type: string;
  required: boolean;
  choices: string | null;
  answer: string | null;
}

export interface SurveyDefinition {
  surveyId: string;
  /** Survey type as sent in the link: RATE_MY_SERVICE, CASE_CLOSURE, CSAT, GENERAL. */
  type: string;
  questions: SurveyQuestion[];
}

export interface SurveyResponse {
  surveyId: string;
  parentId: string;
  contactId: string;
  ownerId: string;
  questionsAnswers: { questionId: string; answer: string }[];
  submittedAt: string;
}

export interface KnowledgeItem {
  id: string;
  title: string;
  section: "PRODUCT_AND_FEATURES" | "TRAINING_MATERIALS" | "SERVICE_BROCHURES";
  resourceType: "Video" | "Article";
  solution: string;
  product: string | null;
  industry: string | null;
  url: string;
  thumbnailUrl: string;
  publishedAt: string;
}

export interface CartItem {
  id: string;
  partCode: string;
  description: string;
  quantity: number;
}

export interface CartGroup {
  id: string;
  name: string;
  spares: CartItem[];
  services: CartItem[];
}

/** An urban-water lead from the public form (formType "Urban Water"). */
export interface Lead {
  id: string;
  name: string;
  email: string;
  mobileNumber: string;
  pinCode: string;
  buildingName: string;
  formType: string;
  createdAt: string;
}

/** A Contact Us message received by mail-us (docs/decisions/113): the customer's data and the files' names, sizes and types. */
export interface ContactMessage {
  requestId: string;
  customerData: { fullName: string; emailId: string; contactNo: string | null; companyName: string | null; description: string };
  files: { name: string; size: number; type: string }[];
  /** The visitor's address the portal forwarded (X-Forwarded-For). */
  client: string | null;
  createdAt: string;
}

/** One e-mailed survey link: the survey type, what it is about (parentId, object) and for whom. */
export interface SurveyInvitation {
  type: string;
  parentId: string;
  object: string | null;
  contactId: string;
  ownerId: string;
  email: string;
}

/** Order feedback as the upstream stored it. */
export interface OrderFeedback {
  feedbackId: string;
  orderId: string;
  userId: string;
  rating: number;
  /** The chosen reasons, comma-joined (sent as feedbackCategory). */
  reasons: string;
  note: string;
  at: string;
}

/** An AMC renewal enquiry and the tickets it opened. */
export interface AmcEnquiry {
  enquiryId: string;
  serviceId: string;
  assetId: string;
  userId: string;
  ticketNumbers: string[];
}
