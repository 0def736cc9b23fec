import { z } from "zod";
import { atMost, idempotencyKey, optionalText, requiredChoice, requiredText } from "~/domain/fields";
import { ADD_ASSET_LIMITS, ADD_ASSET_MESSAGES, DIVISION_CODES } from "./asset-registration";

/**
 * Add Asset (spec document 3 section 5): serial/OC number, division, region, and for dealers and
 * partner profiles the account. Server only; the regions offered come in as a list.
 */
export function addAssetSchema(options: { regions: readonly string[]; accountIds: readonly string[] | null }) {
  const { accountIds } = options;
  return z.object({
    idempotencyKey,
    serialOcNumber: requiredText(ADD_ASSET_MESSAGES.serial, atMost(ADD_ASSET_LIMITS.serialOcNumber, ADD_ASSET_MESSAGES.serialLength)),
    division: requiredChoice(DIVISION_CODES, ADD_ASSET_MESSAGES.division),
    region: requiredChoice(options.regions, ADD_ASSET_MESSAGES.region),
    // Dealers choose from the accounts offered (their own scope); others send their own.
    accountId: accountIds ? requiredText(ADD_ASSET_MESSAGES.account, [(v) => accountIds.includes(v), ADD_ASSET_MESSAGES.account]) : optionalText(),
  });
}
export type AddAssetForm = z.output<ReturnType<typeof addAssetSchema>>;

export type AddAssetFields = {
  idempotencyKey: string;
  serialOcNumber: string;
  division: string;
  region: string;
  accountId: string;
  accountSearch: string;
  accountPage: string;
};

/** The complaint's "My asset is not listed" data (registerAssetData): the same three fields. */
export function registerAssetDataSchema(regions: readonly string[]) {
  return z.object({
    serialOcNumber: requiredText(ADD_ASSET_MESSAGES.serial, atMost(ADD_ASSET_LIMITS.serialOcNumber, ADD_ASSET_MESSAGES.serialLength)),
    division: requiredChoice(DIVISION_CODES, ADD_ASSET_MESSAGES.division),
    region: requiredChoice(regions, ADD_ASSET_MESSAGES.region),
  });
}
