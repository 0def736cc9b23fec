import type { Asset, CartGroup } from "./types";

/** Carts by user id. customer@demo.test: two groups, five items. */
export function seedCarts(assets: Asset[]): Record<string, CartGroup[]> {
  const label = (id: string) => {
    const a = assets.find((x) => x.id === id);
    return a ? (a.name ?? a.thermaxName) : id;
  };
  return {
    "U-1001": [
      {
        id: "CG-AST-0001",
        name: label("AST-0001"),
        spares: [
          { id: "CI-001", partCode: "SP-VAM-2001", description: "Solution pump mechanical seal", quantity: 2 },
          { id: "CI-002", partCode: "SP-VAM-2002", description: "Purge unit palladium cell", quantity: 1 },
        ],
        services: [{ id: "CI-003", partCode: "SV-0002", description: "Tube cleaning service", quantity: 1 }],
      },
      {
        id: "CG-AST-0002",
        name: label("AST-0002"),
        spares: [{ id: "CI-004", partCode: "SP-TH-1001", description: "Burner nozzle assembly", quantity: 4 }],
        services: [{ id: "CI-005", partCode: "SV-0003", description: "Performance audit", quantity: 1 }],
      },
    ],
    "U-1002": [
      {
        id: "CG-AST-0003",
        name: label("AST-0003"),
        spares: [{ id: "CI-006", partCode: "SP-WTP-3001", description: "RO membrane element 8 in", quantity: 6 }],
        services: [],
      },
    ],
  };
}
