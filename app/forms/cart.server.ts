import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { cartSchemas } from "~/domain/quote-schema";
import type { Auth } from "~/session/guard.server";
import { forgetUser } from "~/session/user-cache.server";
import { addToCart, fetchCart, updateCart } from "~/upstream/cart.server";
import { isUpstreamError } from "~/upstream/errors";
import { SOMETHING_WENT_WRONG } from "./dialog.server";

/** What a cart action answers when it does not redirect: a message, and for a line what was typed. */
export interface CartActionData {
  message: string;
  /** The cart line (or `assetId:partCode` for an add) the message is about. */
  line?: string;
  quantity?: string;
}

export const CART_REFUSED = "Staff, administrators acting as a customer and this profile cannot change a cart or request a quote.";

/**
 * The cart changes of /get-a-quote (decision 023): add (once: an item already in the cart is not
 * added again, so a double submit is harmless), change a quantity, remove (quantity 0). Each
 * answers a redirect back to `back` (PRG), or a 4xx/5xx with a message and the typed value kept.
 */
export async function changeCart(auth: Auth, intent: "add" | "update" | "remove", form: FormData, back: string) {
  const submission = parseWithZod(form, { schema: cartSchemas[intent] });
  const line = String(form.get("itemId") ?? `${form.get("assetId") ?? ""}:${form.get("partCode") ?? ""}`);
  const quantity = String(form.get("quantity") ?? "");
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat().filter(Boolean)[0] ?? "The form could not be read. Please try again.";
    return data<CartActionData>({ message, line, quantity }, { status: 400 });
  }
  try {
    const value = submission.value;
    if ("partCode" in value) {
      const cart = await fetchCart(auth.session);
      const already = cart.groups.some((g) => [...g.spares, ...g.services].some((i) => i.partCode === value.partCode && g.id?.endsWith(value.assetId)));
      if (!already) await addToCart(auth.session, value);
    } else {
      await updateCart(auth.session, { itemId: value.itemId, quantity: "quantity" in value ? value.quantity : 0 });
    }
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    // Removing a line that is already gone is done.
    if (!(intent === "remove" && error.status === 404)) return data<CartActionData>({ message: SOMETHING_WENT_WRONG, line, quantity }, { status: 502 });
  }
  // The header badge counts the cart: ask again on the next page.
  forgetUser(auth.user.userId);
  return redirect(back, 303);
}
