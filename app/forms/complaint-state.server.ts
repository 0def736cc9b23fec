import {
  choicesKey,
  choicesMade,
  COMPLAINT_TYPE_LABELS,
  COMPLAINT_TYPES,
  isComplaintType,
  isItemType,
  ITEM_FIELDS,
  NO_ACTIVE_ENQUIRY,
  NO_ACTIVE_ORDER,
  NOT_LISTED,
  NOT_LISTED_TYPES,
  orderComplaintTypes,
  poNumberRequired,
  productFamilyOf,
  reasonsFor,
  type ComplaintType,
  type ItemType,
} from "~/domain/complaints";
import { ADD_ASSET_LIMITS, divisionOptions, isDivisionCode, registrationRegions } from "~/domain/asset-registration";
import type { ComplaintContext } from "~/domain/complaint-schema";
import type { Auth } from "~/session/guard.server";
import type { ComplaintItems, ComplaintView, NotListedChoices } from "~/ui/complaint/views";
import { assetPickerView, loadPickerAssets } from "./asset-picker.server";
import {
  activeEnquiriesOf,
  activeOrdersOf,
  servicesOf,
  sparesOf,
  type PickerAsset,
} from "~/upstream/complaints.server";
import { registrationLookups } from "~/upstream/asset-registration.server";
import { isUpstreamError } from "~/upstream/errors";

async function itemsFor(auth: Auth, assetId: string, type: ItemType, signal?: AbortSignal): Promise<ComplaintItems> {
  const field = ITEM_FIELDS[type];
  const legend = type === "SPARES" ? "Spares (optional)" : "Services (optional)";
  try {
    const list = type === "SPARES" ? await sparesOf(auth.session, assetId, signal) : await servicesOf(auth.session, assetId, signal);
    return { field, legend, options: list.map((i) => ({ value: i.id, label: `${i.name} (${i.partCode})` })), failed: null, empty: `No ${field} are listed for this asset.` };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return { field, legend, options: [], failed: `We could not load the ${field} of this asset right now. You can still register the complaint.`, empty: "" };
  }
}

/** The asset's active orders or enquiries as options; a failed call gives none. */
async function orderOptionsFor(auth: Auth, assetId: string, type: "ACTIVE_ORDER" | "ACTIVE_ENQUIRY", signal?: AbortSignal): Promise<{ value: string; label: string }[]> {
  try {
    return type === "ACTIVE_ORDER"
      ? (await activeOrdersOf(auth.session, assetId, signal)).map((o) => ({ value: o.id, label: `${o.erpOrderNumber} (${o.erpStatus})` }))
      : (await activeEnquiriesOf(auth.session, assetId, signal)).map((e) => ({ value: e.id, label: `${e.name} (${e.status})` }));
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return [];
  }
}

/** Started now, awaited maybe later or never: a rejection it is not awaited for stays handled. */
function early<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

export interface ChosenValues {
  assetId?: string | null;
  type?: string | null;
  orderEnquiryId?: string | null;
  /** The division chosen for an asset that is not listed (sets the product). */
  division?: string | null;
  /** The asset picker's search text (its Search without JavaScript). */
  assetQuery?: string;
}

export interface ComplaintFormState {
  view: ComplaintView;
  /** For the schema: facts about the user's assets and the loaded options. */
  context: ComplaintContext;
  /** The type was cleared because the asset has no active order or enquiry. */
  typeCleared: boolean;
}

/** `?type=` accepts the spec's page-state words (order, enquiry, service) or a type name. */
export function typeFromQuery(value: string | null): ComplaintType | null {
  const v = (value ?? "").trim();
  const words: Record<string, ComplaintType> = { order: "ACTIVE_ORDER", enquiry: "ACTIVE_ENQUIRY", service: "SERVICES", services: "SERVICES", spares: "SPARES", other: "OTHER" };
  if (isComplaintType(v.toUpperCase())) return v.toUpperCase() as ComplaintType;
  return words[v.toLowerCase()] ?? null;
}

export async function complaintFormState(auth: Auth, chosen: ChosenValues, signal?: AbortSignal): Promise<ComplaintFormState> {
  // The chosen asset's orders, enquiries, spares or services need only its id, which the form or
  // the address already gives: they are asked together with the assets (docs/decisions/045), and
  // used only when the id turns out to be one of the user's assets.
  const chosenId = chosen.assetId ? chosen.assetId : null;
  const chosenType = isComplaintType(chosen.type) ? chosen.type : null;
  const orderCall =
    chosenId && (chosenType === "ACTIVE_ORDER" || chosenType === "ACTIVE_ENQUIRY") ? early(orderOptionsFor(auth, chosenId, chosenType, signal)) : null;
  const notListed = chosenId === NOT_LISTED;
  const itemsCall = chosenId && !notListed && isItemType(chosenType) ? early(itemsFor(auth, chosenId, chosenType, signal)) : null;
  // An asset that is not listed is described by its division and region: their lookups start with the assets.
  const lookupsCall = notListed ? early(registrationLookups(auth.session, signal)) : null;

  const loaded = await loadPickerAssets(auth, signal);
  const assets: PickerAsset[] = loaded ?? [];
  const assetsFailed = loaded === null;
  const asset = notListed ? null : (assets.find((a) => a.id === chosen.assetId) ?? null);
  // "My asset is not listed" is offered only under a list that loaded (else the asset may well be in it).
  const notListedChosen = notListed && !assetsFailed;
  let type: ComplaintType | null = asset || notListedChosen ? chosenType : null;
  let orderOptions: ComplaintView["orderOptions"] = null;
  let info: string | null = null;
  let typeCleared = false;

  let notListedChoices: NotListedChoices | null = null;
  if (notListedChosen && lookupsCall) {
    const lookups = await lookupsCall;
    notListedChoices = { serialMax: ADD_ASSET_LIMITS.serialOcNumber, divisions: divisionOptions(lookups.divisions), regions: registrationRegions(lookups.regions) };
    // It has no orders or enquiries in the portal: the spec's text, and the type is cleared.
    if (type === "ACTIVE_ORDER" || type === "ACTIVE_ENQUIRY") {
      info = type === "ACTIVE_ORDER" ? NO_ACTIVE_ORDER : NO_ACTIVE_ENQUIRY;
      type = null;
      typeCleared = true;
    }
  }
  const notListedDivision = notListedChoices && isDivisionCode(chosen.division) && notListedChoices.divisions.some((d) => d.value === chosen.division) ? chosen.division : null;
  const division = asset ? asset.division : notListedDivision;

  if (asset && orderCall && (type === "ACTIVE_ORDER" || type === "ACTIVE_ENQUIRY")) {
    orderOptions = await orderCall;
    if (orderOptions.length === 0) {
      info = type === "ACTIVE_ORDER" ? NO_ACTIVE_ORDER : NO_ACTIVE_ENQUIRY;
      type = null;
      orderOptions = null;
      typeCleared = true;
    }
  }

  const items = asset && itemsCall && isItemType(type) ? await itemsCall : null;
  const loadedIds = orderOptions?.map((o) => o.value);
  const choices = { assetId: asset?.id ?? (notListedChoices ? NOT_LISTED : ""), type: type ?? "", division: notListedChoices ? (notListedDivision ?? "") : "" };
  const view: ComplaintView = {
    picker: assetPickerView(loaded, { query: chosen.assetQuery, chosenId: asset?.id ?? null }),
    assetsFailed,
    assetId: asset?.id ?? (notListedChoices ? NOT_LISTED : null),
    productFamily: productFamilyOf(division),
    type,
    types: orderComplaintTypes(notListedChoices ? NOT_LISTED_TYPES : COMPLAINT_TYPES).map((t) => ({ value: t, label: COMPLAINT_TYPE_LABELS[t] })),
    reasons: [...reasonsFor(type)],
    orderOptions,
    orderLabel: type === "ACTIVE_ENQUIRY" ? "Enquiry" : "Order",
    items,
    info,
    poRequired: poNumberRequired(division, type),
    notListed: notListedChoices,
    choices: choicesKey(choices),
    ready: choicesMade(choices),
  };
  const context: ComplaintContext = {
    divisionOf: (id) => assets.find((a) => a.id === id)?.division,
    orderOrEnquiryIds: (id, t) => (asset && id === asset.id && t === type ? loadedIds : undefined),
    itemIds: (id, t) => (asset && id === asset.id && t === type && items && !items.failed ? items.options.map((o) => o.value) : undefined),
    regions: notListedChoices?.regions.map((r) => r.value),
  };
  return { view, context, typeCleared };
}
