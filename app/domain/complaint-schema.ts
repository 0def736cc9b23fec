import { z } from "zod";
import { ADD_ASSET_MESSAGES, isDivisionCode } from "./asset-registration";
import { registerAssetDataSchema } from "./asset-registration-schema";
import {
  COMPLAINT_LIMITS,
  isComplaintType,
  isItemType,
  ITEM_FIELDS,
  itemFieldOf,
  needsOrderOrEnquiry,
  NOT_LISTED,
  NOT_LISTED_TYPES,
  OTHERS_REASON,
  poNumberRequired,
  reasonsFor,
  type ComplaintChoices,
  type ComplaintType,
  type ItemType,
} from "./complaints";

/**
 * The Register a Complaint form (spec document 3 section 5). One schema for both sides; the
 * route validates on the server only (no zod in the browser bundle), so the facts it needs about
 * the chosen asset come in through `ComplaintContext`.
 */
export { COMPLAINT_LIMITS };

export const COMPLAINT_MESSAGES = {
  product: "Product is required",
  type: "Complaint type is required",
  asset: "Asset is required",
  reason: "Reason is required",
  orderEnquiry: "Order/Enquiry id is required",
  poNumber: "PO number is required",
  description: `Description cannot be more than ${COMPLAINT_LIMITS.description} characters`,
  otherReason: `Reason cannot be more than ${COMPLAINT_LIMITS.otherReason} characters`,
  poNumberLength: `PO number cannot be more than ${COMPLAINT_LIMITS.poNumber} characters`,
  // Not in the spec (a tampered or stale choice): docs/decisions/010.
  spares: "Choose spares from the list",
  services: "Choose services from the list",
} as const;

export interface ComplaintContext {
  /** Division of an asset the user may pick, or undefined when unknown (not theirs). */
  divisionOf(assetId: string): string | undefined;
  /** Ids of the asset's active orders or enquiries for the type, when known; undefined skips the check. */
  orderOrEnquiryIds?(assetId: string, type: "ACTIVE_ORDER" | "ACTIVE_ENQUIRY"): readonly string[] | undefined;
  /** Ids of the asset's spares or services for the type, when known; undefined skips the check. */
  itemIds?(assetId: string, type: ItemType): readonly string[] | undefined;
  /**
   * Region codes offered for an asset that is not listed; undefined when "My asset is not listed"
   * is not offered (the asset list did not load), and then choosing it is 'Asset is required'.
   */
  regions?: readonly string[];
}

/** What identifies an asset that is not listed (spec document 3 section 3, registerAssetData). */
export interface RegisterAssetData {
  serialOcNumber: string;
  division: string;
  region: string;
}

const text = z.string().trim().optional();

export function complaintSchema(ctx: ComplaintContext) {
  return z
    .object({
      idempotencyKey: text,
      assetId: text,
      productFamily: text,
      type: text,
      reason: text,
      otherReason: text,
      orderEnquiryId: text,
      poNumber: text,
      description: text,
      spares: z.array(z.string().trim()).optional(),
      services: z.array(z.string().trim()).optional(),
      // registerAssetData, for an asset that is not listed (assetId NOT_LISTED).
      serialOcNumber: z.string().optional(),
      division: z.string().optional(),
      region: z.string().optional(),
    })
    .superRefine((v, issue) => {
      const add = (path: string, message: string) => issue.addIssue({ code: "custom", path: [path], message });
      const notListed = v.assetId === NOT_LISTED;
      let division: string | undefined;
      const regions = ctx.regions;
      if (notListed && !regions) add("assetId", COMPLAINT_MESSAGES.asset);
      else if (notListed && regions) {
        // The same three fields and messages as Add Asset.
        const registered = registerAssetDataSchema(regions).safeParse({
          serialOcNumber: v.serialOcNumber,
          division: v.division,
          region: v.region,
        });
        if (registered.success) division = registered.data.division;
        else for (const problem of registered.error.issues) add(String(problem.path[0]), problem.message);
      } else {
        division = v.assetId ? ctx.divisionOf(v.assetId) : undefined;
        if (!v.assetId || division === undefined) add("assetId", COMPLAINT_MESSAGES.asset);
      }
      // The product of an asset that is not listed comes from its division: while the division is in
      // error, that message says what to do (and the read-only product is not the field focused).
      const productFromDivision = notListed && regions !== undefined && !isDivisionCode(v.division);
      if (!v.productFamily && !productFromDivision) add("productFamily", COMPLAINT_MESSAGES.product);
      const type = isComplaintType(v.type) && (!notListed || NOT_LISTED_TYPES.includes(v.type)) ? v.type : null;
      if (!type) add("type", COMPLAINT_MESSAGES.type);
      if (!v.reason || !reasonsFor(type).includes(v.reason)) add("reason", COMPLAINT_MESSAGES.reason);
      if (v.reason === OTHERS_REASON) {
        if (!v.otherReason) add("otherReason", COMPLAINT_MESSAGES.reason);
        else if (v.otherReason.length > COMPLAINT_LIMITS.otherReason)
          add("otherReason", COMPLAINT_MESSAGES.otherReason);
      }
      if (needsOrderOrEnquiry(type)) {
        const known = v.assetId ? ctx.orderOrEnquiryIds?.(v.assetId, type) : undefined;
        if (!v.orderEnquiryId || (known && !known.includes(v.orderEnquiryId)))
          add("orderEnquiryId", COMPLAINT_MESSAGES.orderEnquiry);
      }
      if (isItemType(type)) {
        const field = ITEM_FIELDS[type];
        const chosen = v[field] ?? [];
        // An asset that is not listed has no list to choose from.
        const known = notListed ? [] : chosen.length && v.assetId ? ctx.itemIds?.(v.assetId, type) : undefined;
        if (known && chosen.some((c) => !known.includes(c))) add(field, COMPLAINT_MESSAGES[field]);
      }
      if (poNumberRequired(division, type) && !v.poNumber) add("poNumber", COMPLAINT_MESSAGES.poNumber);
      if (v.poNumber && v.poNumber.length > COMPLAINT_LIMITS.poNumber)
        add("poNumber", COMPLAINT_MESSAGES.poNumberLength);
      if (v.description && v.description.length > COMPLAINT_LIMITS.description)
        add("description", COMPLAINT_MESSAGES.description);
    })
    .transform((v) => ({
      ...v,
      type: v.type as ComplaintType,
      reason: v.reason as string,
      // An asset that is not listed has no id: registerAssetData stands for it.
      assetId: v.assetId === NOT_LISTED ? null : (v.assetId as string),
      registerAssetData:
        v.assetId === NOT_LISTED
          ? ({ serialOcNumber: (v.serialOcNumber ?? "").trim(), division: (v.division ?? "").trim(), region: (v.region ?? "").trim() } satisfies RegisterAssetData)
          : null,
      productFamily: v.productFamily as string,
      description: v.description ?? "",
      // Only the list that belongs to the chosen type is sent.
      spares: itemFieldOf(v.type) === "spares" ? (v.spares ?? []) : [],
      services: itemFieldOf(v.type) === "services" ? (v.services ?? []) : [],
    }));
}

/**
 * What a Continue (the form without JavaScript) says when it cannot move on: the choices still
 * missing among those the user could already make. Nothing while the asset has just changed (the
 * next choices only now appear).
 */
export function continueProblems(shown: ComplaintChoices | null, now: ComplaintChoices): Partial<Record<keyof ComplaintChoices, string[]>> {
  if (!now.assetId) return { assetId: [COMPLAINT_MESSAGES.asset] };
  if (!shown || shown.assetId !== now.assetId) return {};
  const problems: Partial<Record<keyof ComplaintChoices, string[]>> = {};
  if (now.assetId === NOT_LISTED && !now.division) problems.division = [ADD_ASSET_MESSAGES.division];
  if (!now.type) problems.type = [COMPLAINT_MESSAGES.type];
  return problems;
}

export type ComplaintForm = z.output<ReturnType<typeof complaintSchema>>;

/** The form's field names, for Conform's useForm generic (all strings in the browser). */
export type ComplaintFields = {
  idempotencyKey: string;
  assetId: string;
  productFamily: string;
  type: string;
  reason: string;
  otherReason: string;
  orderEnquiryId: string;
  poNumber: string;
  description: string;
  spares: string[];
  services: string[];
  serialOcNumber: string;
  division: string;
  region: string;
  files: File[];
};
