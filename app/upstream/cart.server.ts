import { z } from "zod";
import type { TokenSource } from "./client.server";
import { callUpstream } from "./client.server";

const item = z.object({ id: z.union([z.string(), z.number()]).transform(String) }).passthrough();
const cart = z.object({
  groups: z.array(
    z.object({
      spares: z.array(item).nullish().transform((v) => v ?? []),
      services: z.array(item).nullish().transform((v) => v ?? []),
    }).passthrough(),
  ).nullish().transform((v) => v ?? []),
});

export type Cart = z.infer<typeof cart>;

export function fetchCart(tokens: TokenSource, signal?: AbortSignal) {
  return callUpstream("/enquiryapi/cart/fetch/user", { schema: cart, signal }, tokens);
}
