import {
  assetLabel,
  COMPLAINT_TYPE_LABELS,
  COMPLAINT_TYPES,
  isComplaintType,
  isItemType,
  ITEM_FIELDS,
  NO_ACTIVE_ENQUIRY,
  NO_ACTIVE_ORDER,
  orderComplaintTypes,
  poNumberRequired,
  productFamilyOf,
  reasonsFor,
  type ComplaintType,
  type ItemField,
  type ItemType,
} from "~/domain/complaints";
import type { ComplaintContext } from "~/domain/complaint-schema";
import { dealerListParams } from "~/domain/roles";
import type { Auth } from "~/session/guard.server";
import {
  activeEnquiriesOf,
  activeOrdersOf,
  listComplaintAssets,
  servicesOf,
  sparesOf,
  type PickerAsset,
} from "~/upstream/complaints.server";
import { isUpstreamError } from "~/upstream/errors";

/**
 * What the Register a Complaint form shows for the values chosen so far: which fields are
 * enabled, the options they offer, and the info message when the chosen type has nothing to
 * complain about. Built on the server for the first render (query preselection), for every
 * `intent=refresh` (the no-JavaScript "Continue" and the enhanced form's auto-refresh) and for
 * every failed submit, so both modes show the same thing.
 */
export interface ComplaintView {
  assets: { value: string; label: string }[];
  /** The loaded assets could not be fetched. */
  assetsFailed: boolean;
  assetId: string | null;
  productFamily: string;
  type: ComplaintType | null;
  types: { value: ComplaintType; label: string }[];
  reasons: string[];
  /** Options for 'Order/Enquiry id' when the type needs one, else null. */
  orderOptions: { value: string; label: string }[] | null;
  orderLabel: string;
  /** Spares or services of the asset to pick from when the type is SPARES or SERVICES, else null. */
  items: ComplaintItems | null;
  /** The spec's no-active-order / no-active-enquiry text (the type was cleared). */
  info: string | null;
  poRequired: boolean;
}

export interface ComplaintItems {
  field: ItemField;
  legend: string;
  options: { value: string; label: string }[];
  /** The list could not be loaded (the complaint can still be sent without it). */
  failed: boolean;
}

async function itemsFor(auth: Auth, assetId: string, type: ItemType, signal?: AbortSignal): Promise<ComplaintItems> {
  const field = ITEM_FIELDS[type];
  const legend = type === "SPARES" ? "Spares (optional)" : "Services (optional)";
  try {
    const list = type === "SPARES" ? await sparesOf(auth.session, assetId, signal) : await servicesOf(auth.session, assetId, signal);
    return { field, legend, options: list.map((i) => ({ value: i.id, label: `${i.name} (${i.partCode})` })), failed: false };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return { field, legend, options: [], failed: true };
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
  const itemsCall = chosenId && isItemType(chosenType) ? early(itemsFor(auth, chosenId, chosenType, signal)) : null;

  let assets: PickerAsset[] = [];
  let assetsFailed = false;
  try {
    assets = await listComplaintAssets(auth.session, { ...dealerListParams({ role: auth.user.cpContactProfile, tcaUser: auth.user.tcaUser }), signal });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    assetsFailed = true;
  }
  const asset = assets.find((a) => a.id === chosen.assetId) ?? null;
  let type: ComplaintType | null = asset ? chosenType : null;
  let orderOptions: ComplaintView["orderOptions"] = null;
  let info: string | null = null;
  let typeCleared = false;

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
  const view: ComplaintView = {
    assets: assets.map((a) => ({ value: a.id, label: assetLabel(a) })),
    assetsFailed,
    assetId: asset?.id ?? null,
    productFamily: productFamilyOf(asset?.division),
    type,
    types: orderComplaintTypes(COMPLAINT_TYPES).map((t) => ({ value: t, label: COMPLAINT_TYPE_LABELS[t] })),
    reasons: [...reasonsFor(type)],
    orderOptions,
    orderLabel: type === "ACTIVE_ENQUIRY" ? "Enquiry" : "Order",
    items,
    info,
    poRequired: poNumberRequired(asset?.division, type),
  };
  const context: ComplaintContext = {
    divisionOf: (id) => assets.find((a) => a.id === id)?.division,
    orderOrEnquiryIds: (id, t) => (asset && id === asset.id && t === type ? loadedIds : undefined),
    itemIds: (id, t) => (asset && id === asset.id && t === type && items && !items.failed ? items.options.map((o) => o.value) : undefined),
  };
  return { view, context, typeCleared };
}
