import type { ComplaintType, ItemField } from "~/domain/complaints";
import type { PickerView } from "~/ui/assets/picker-types";

/**
 * What the Register a Complaint form shows for the values chosen so far: which fields are
 * enabled, the options they offer, and the info message when the chosen type has nothing to
 * complain about. Built on the server for the first render (query preselection), for every
 * `intent=refresh` (the no-JavaScript "Continue" and the enhanced form's auto-refresh) and for
 * every failed submit, so both modes show the same thing.
 */
export interface ComplaintView {
  /** The asset picker: the choice, the search text and its matches ("My asset is not listed" is the view's extra option). */
  picker: PickerView;
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
  /** "My asset is not listed" is chosen: the options of its serial/OC number, division and region; else null. */
  notListed: NotListedChoices | null;
  /** The choices this view was drawn for (`choicesKey`), carried back by the form (docs/decisions/056). */
  choices: string;
  /** Asset, type (and an unlisted asset's division) are chosen: without JavaScript, the step with the files and Submit. */
  ready: boolean;
}

export interface NotListedChoices {
  /** The serial/OC number's limit (the Add Asset form's, spec document 3 section 5). */
  serialMax: number;
  divisions: { value: string; label: string }[];
  regions: { value: string; label: string }[];
}

export interface ComplaintItems {
  field: ItemField;
  legend: string;
  options: { value: string; label: string }[];
  /** The list could not be loaded (the complaint can still be sent without it): what the form says; else null. */
  failed: string | null;
  /** Said when the asset lists none (the server's words: no text in the form's bundle, decision 011). */
  empty: string;
}
