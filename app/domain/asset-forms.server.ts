import { z } from "zod";
import { ASSET_NAME_MAX, ASSET_NAME_PATTERN, isDivisionCode } from "./assets";

/**
 * The asset screens' forms, one zod schema each, validated on the server only (no zod in the
 * browser). Spec messages word for word where the spec gives them; the others are ours
 * (docs/decisions/016).
 */

export const PREFERENCE_MESSAGES = {
  locations: "Choose at least one location.",
  divisions: "Choose at least one product.",
} as const;

const chosen = (item: z.ZodType<string>, message: string) =>
  z
    .array(item)
    .max(100)
    .optional()
    .transform((v) => v ?? [])
    .refine((v) => v.length > 0, message);

/** Location and product preferences (spec document 2 section 5: a location and a product). */
export const preferenceSchema = z.object({
  idempotencyKey: z.string().optional(),
  locations: chosen(z.string().trim().min(1).max(80), PREFERENCE_MESSAGES.locations),
  divisions: chosen(z.string().refine(isDivisionCode), PREFERENCE_MESSAGES.divisions),
});

export const RENAME_MESSAGES = {
  required: "Asset name is required",
  length: `Asset name cannot be more than ${ASSET_NAME_MAX} characters`,
  // Says what is expected (issue 32 §3); ours.
  pattern: "Use letters, digits, spaces and . , ' - ( ) / & # + : only",
} as const;

/** The customer's own asset name: the name pattern of spec document 3 section 5, 50 characters. */
export const renameSchema = z.object({
  idempotencyKey: z.string().optional(),
  name: z
    .string({ error: RENAME_MESSAGES.required })
    .trim()
    .min(1, RENAME_MESSAGES.required)
    .max(ASSET_NAME_MAX, RENAME_MESSAGES.length)
    .regex(ASSET_NAME_PATTERN, RENAME_MESSAGES.pattern),
});

/** Document types of the request (spec document 3 section 9). */
export const REQUEST_DOCUMENT_TYPES = ["Drawings", "I&C Documents", "Service Reports", "Others"] as const;
export const REQUEST_DETAILS_MAX = 500;

export const DOCUMENT_REQUEST_MESSAGES = {
  product: "Product is required",
  asset: "Asset is required",
  type: "Document type is required",
  details: `Details cannot be more than ${REQUEST_DETAILS_MAX} characters`,
} as const;

/**
 * Request Document (spec document 3 section 5). The product follows the asset (the route sets it
 * from the chosen asset before parsing, as the complaint does), so it is missing only when the
 * asset is.
 */
export const documentRequestSchema = z.object({
  idempotencyKey: z.string().optional(),
  productFamily: z.string({ error: DOCUMENT_REQUEST_MESSAGES.product }).trim().min(1, DOCUMENT_REQUEST_MESSAGES.product),
  assetId: z.string({ error: DOCUMENT_REQUEST_MESSAGES.asset }).trim().min(1, DOCUMENT_REQUEST_MESSAGES.asset),
  type: z.enum(REQUEST_DOCUMENT_TYPES, { error: DOCUMENT_REQUEST_MESSAGES.type }),
  details: z.string().trim().max(REQUEST_DETAILS_MAX, DOCUMENT_REQUEST_MESSAGES.details).optional().transform((v) => v ?? ""),
});
