import { expect, type Locator } from "@playwright/test";

/**
 * The one asset picker (docs/decisions/071) as a user drives it. With JavaScript: press into the
 * field (which loads the combobox), type, choose the option. Without it: the asset's radio button,
 * after the picker's Search (which posts the form back) when it is not among the listed ones.
 * `label` is the asset's label (name with thermaxName in brackets); `search` what is typed
 * (default: the label itself).
 */
export async function pickAsset(scope: Locator, label: string, search = label) {
  const startsWith = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
  // The no-JavaScript picker (also a page in lite mode, never hydrated) has the Search field.
  const searchField = scope.getByRole("searchbox", { name: "Search assets" });
  if ((await searchField.count()) === 0) {
    await scope.getByRole("textbox", { name: "Asset", exact: true }).or(scope.getByRole("combobox", { name: "Asset", exact: true })).click();
    const box = scope.getByRole("combobox", { name: "Asset", exact: true });
    await box.fill(search);
    await scope.getByRole("listbox", { name: "Matching assets" }).getByRole("option", { name: startsWith }).click();
    await expect(box).toHaveValue(label);
    return;
  }
  const radio = scope.getByRole("radio", { name: startsWith });
  if ((await radio.count()) === 0) {
    await searchField.fill(search);
    await scope.getByRole("button", { name: "Search", exact: true }).click();
  }
  await radio.check();
}

/** The field that holds the chosen asset's id: the hidden field with JavaScript, the checked radio without. */
export function chosenAssetId(scope: Locator): Locator {
  return scope.locator('input[type=hidden][name="assetId"], input[type=radio][name="assetId"]:checked');
}

/** The picker's control that says it is in error: the box with JavaScript, the radio buttons without. */
export function assetControl(scope: Locator): Locator {
  return scope
    .getByRole("textbox", { name: "Asset", exact: true })
    .or(scope.getByRole("combobox", { name: "Asset", exact: true }))
    .or(scope.getByRole("group", { name: "Asset", exact: true }).getByRole("radio").first());
}

/** Where the keyboard enters the picker: the box with JavaScript, the Search field without. */
export function assetEntry(scope: Locator): Locator {
  return scope.getByRole("textbox", { name: "Asset", exact: true }).or(scope.getByRole("searchbox", { name: "Search assets" }));
}
