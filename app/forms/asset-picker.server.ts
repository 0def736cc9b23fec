import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { z } from "zod";
import { ASSET_QUERY_FIELD, FIND_ASSET_INTENT, matchAssets, pickerOption, readPickerQuery, type PickerOption } from "~/domain/asset-picker";
import { dealerListParams } from "~/domain/roles";
import type { Auth } from "~/session/guard.server";
import { isUpstreamError } from "~/upstream/errors";
import { listPickerAssets, type PickerAsset } from "~/upstream/assets.server";

/**
 * The server half of the one asset picker (docs/decisions/071): the user's assets (the spec's
 * default page of 500, dealers with their code), and what the picker shows for the text typed so
 * far. Every dialog that asks for an asset builds its picker here; the combobox (JavaScript) asks
 * the same matches of /asset-picker, and without JavaScript the dialog's form posts back with
 * `intent=find-asset` and its own action answers the matches, every typed field kept.
 */

/** What the picker shows: the choice, the text, and the short list of matches (the view lists the chosen asset too). */
export interface AssetPickerView {
  query: string;
  chosen: PickerOption | null;
  options: PickerOption[];
  /** How many assets match the text in all (the list shows at most PICKER_LIMIT). */
  total: number;
  /** The user's assets could not be loaded. */
  failed: boolean;
}

/** The user's assets, or null when the upstream failed (any other error is a bug and is thrown). */
export async function loadPickerAssets(auth: Auth, signal?: AbortSignal): Promise<PickerAsset[] | null> {
  try {
    return await listPickerAssets(auth.session, { ...dealerListParams({ role: auth.user.cpContactProfile, tcaUser: auth.user.tcaUser }), signal });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return null;
  }
}

/** The picker for these assets, this text and this choice (an id that is not among them is no choice). */
export function assetPickerView(assets: readonly PickerAsset[] | null, input: { query?: string; chosenId?: string | null }): AssetPickerView {
  const query = readPickerQuery(input.query);
  const found = assets?.find((a) => a.id === input.chosenId);
  const chosen = found ? pickerOption(found) : null;
  const matches = matchAssets(assets ?? [], query);
  return { query, chosen, options: matches.options, total: matches.total, failed: assets === null };
}

/** The picker's text a form posted, and whether its Search button sent it (the no-JavaScript search). */
export function pickerRequest(form: FormData): { query: string; find: boolean } {
  return { query: readPickerQuery(form.get(ASSET_QUERY_FIELD)), find: form.get("intent") === FIND_ASSET_INTENT };
}

/**
 * The answer to the no-JavaScript picker's Search: the form again with everything typed (Conform's
 * initial values from the form's own schema, no errors shown) and the matches of the text. 200:
 * nothing was submitted.
 */
export function findAssetAnswer<Extra extends object>(form: FormData, schema: z.ZodType, picker: AssetPickerView, extra?: Extra) {
  form.delete("intent");
  const { initialValue } = parseWithZod(form, { schema }).reply();
  return data({ result: { initialValue } as SubmissionResult<string[]>, picker, ...extra });
}
