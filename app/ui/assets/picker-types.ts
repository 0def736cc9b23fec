import type { PickerOption } from "~/domain/asset-picker";

/*
 * The asset picker's shapes, shared by the picker (AssetPicker.tsx), its server-rendered list
 * (AssetPickerFallback.tsx) and its combobox chunk (AssetCombobox.tsx). Their own module, so none of
 * the three imports another that imports it back (no circular import: docs/decisions/092).
 */

/** The picker's state as the server renders it (app/forms/asset-picker.server.ts `AssetPickerView`). */
export interface PickerView {
  query: string;
  chosen: PickerOption | null;
  options: PickerOption[];
  total: number;
  failed: boolean;
}

/** An option offered after the matches whatever is typed (the complaint's "My asset is not listed"). */
export interface ExtraOption {
  id: string;
  label: string;
}

export interface ComboboxProps {
  /** The text typed in the plain box before the combobox arrived, and whether it had focus. */
  start: () => { value: string; focus: boolean };
  /** The picker's name ("Asset"). */
  label: string;
  hintId: string;
  errorId: string;
  invalid: boolean;
  chosen: PickerOption | null;
  extra?: ExtraOption;
  onPick: (option: PickerOption) => void;
}
