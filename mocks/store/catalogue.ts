import type { Division } from "./types";

/**
 * Spares and services the maker offers per division: what the complaint dialog lists for an
 * asset of that division (spare recommendations and enquiry/services by assetId).
 * ENVIRO lists no spares, so the empty state has a seeded case.
 */
export interface CatalogueItem {
  id: string;
  partCode: string;
  name: string;
}

const item = (partCode: string, name: string): CatalogueItem => ({ id: partCode, partCode, name });

export const SPARES: Record<Division, CatalogueItem[]> = {
  COOLING: [
    item("SP-VAM-2001", "Solution pump mechanical seal"),
    item("SP-VAM-2002", "Purge unit palladium cell"),
    item("SP-VAM-2003", "Refrigerant pump bearing kit"),
  ],
  HEATING: [item("SP-TH-1001", "Burner nozzle assembly"), item("SP-TH-1002", "Flame scanner"), item("SP-TH-1003", "Thermic fluid pump seal")],
  WATER: [item("SP-WTP-3001", "RO membrane element 8 in"), item("SP-WTP-3002", "Cartridge filter 20 in"), item("SP-WTP-3003", "Dosing pump diaphragm")],
  TBWES: [item("SP-BLR-4001", "Safety valve spring"), item("SP-BLR-4002", "Water level gauge glass"), item("SP-BLR-4003", "Soot blower lance tube")],
  ENVIRO: [],
};

export const SERVICES: Record<Division, CatalogueItem[]> = {
  COOLING: [item("SV-0002", "Tube cleaning service"), item("SV-0003", "Performance audit"), item("SV-0004", "Vacuum leak test")],
  HEATING: [item("SV-0003", "Performance audit"), item("SV-0011", "Burner tuning"), item("SV-0012", "Thermic fluid analysis")],
  WATER: [item("SV-0021", "Membrane cleaning (CIP)"), item("SV-0022", "Plant health check")],
  TBWES: [item("SV-0031", "Boiler inspection support"), item("SV-0032", "Refractory survey"), item("SV-0003", "Performance audit")],
  ENVIRO: [item("SV-0041", "Bag filter inspection"), item("SV-0042", "Emission test support")],
};
