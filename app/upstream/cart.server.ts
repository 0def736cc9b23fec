import { z } from "zod";
import { id } from "./shapes";
import type { TokenSource } from "./client.server";
import { callUpstream } from "./client.server";

/** The customer's cart (docs/upstream-api.md): fetch, add and update (multipart). */
const item = z
  .object({
    id,
    partCode: z.string().nullish().transform((v) => v ?? null),
    description: z.string().nullish().transform((v) => v ?? null),
    quantity: z.number().nullish().transform((v) => v ?? null),
  })
  .passthrough();
const cart = z.object({
  groups: z
    .array(
      z
        .object({
          id: id.nullish().transform((v) => v ?? null),
          name: z.string().nullish().transform((v) => v ?? null),
          spares: z.array(item).nullish().transform((v) => v ?? []),
          services: z.array(item).nullish().transform((v) => v ?? []),
        })
        .passthrough(),
    )
    .nullish()
    .transform((v) => v ?? []),
});

export type Cart = z.infer<typeof cart>;
export type CartItem = z.infer<typeof item>;

export function fetchCart(tokens: TokenSource, signal?: AbortSignal) {
  return callUpstream("/enquiryapi/cart/fetch/user", { schema: cart, signal }, tokens);
}

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
}

/** Add a recommended item (multipart: assetId, partCode, itemType Spare|Service, quantity). Never retried. */
export function addToCart(tokens: TokenSource, line: { assetId: string; partCode: string; itemType: "Spare" | "Service"; quantity: number }) {
  return callUpstream("/enquiryapi/cart/add", { method: "POST", body: form({ ...line, quantity: String(line.quantity) }), schema: cart }, tokens);
}

/** Change a line's quantity; 0 removes it (multipart: itemId, quantity). Never retried. */
export function updateCart(tokens: TokenSource, line: { itemId: string; quantity: number }) {
  return callUpstream("/enquiryapi/cart/update", { method: "PUT", body: form({ ...line, quantity: String(line.quantity) }), schema: cart }, tokens);
}
