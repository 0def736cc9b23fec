import { findUserById } from "../data/users";
import { createRandom, isoDays, pad } from "./prng";
import { owners } from "./owners";
import { COMPLAINT_ORIGINS, COMPLAINT_STATUSES, type Asset, type Complaint } from "./types";

const contacts = ["U-1001", "U-1002", "U-1003", "U-1001", "U-1006", "U-1007"] as const;

const descriptions = [
  "Boiler trips on low water level although the level gauge shows normal.",
  "Spare parts delivered were of the wrong size.",
  "Filter bags wearing out within three months.",
  "Delay in service engineer visit for the annual maintenance.",
  "Chiller capacity has dropped by 15 percent.",
  "Invoice amount does not match the quotation.",
];

export function seedComplaints(assets: Asset[]): Complaint[] {
  const rnd = createRandom(5005);
  const complaints: Complaint[] = [];
  let n = 0;
  for (const status of COMPLAINT_STATUSES) {
    for (const origin of COMPLAINT_ORIGINS) {
      const contactId = contacts[n % contacts.length];
      const contact = findUserById(contactId);
      if (!contact) throw new Error(`seed: unknown contact ${contactId}`);
      const accountAssets = assets.filter((a) => a.accountId === contact.accountId);
      const asset = accountAssets[(n * 2) % accountAssets.length];
      const owner = owners[n % owners.length];
      const createdAgo = rnd.int(20, 200);
      const statusAgo = status === "Registered" ? createdAgo : rnd.int(1, createdAgo - 1);
      // Shown to customer@demo.test (origin Customer Portal), so sanitising can be checked on screen.
      const hostile = n === 0;
      complaints.push({
        id: `CMP-${pad(n + 1, 4)}`,
        caseNumber: `CAS-${pad(30500 + n, 6)}`,
        status,
        statusDate: isoDays(-statusAgo, 10),
        createdDate: isoDays(-createdAgo, 9),
        lastModifiedDate: isoDays(-Math.max(0, statusAgo - 1), 15),
        contactId,
        contactName: `${contact.firstName} ${contact.lastName}`,
        assetId: asset?.id ?? null,
        assetName: asset ? (asset.name ?? asset.thermaxName) : null,
        description: descriptions[n % descriptions.length],
        ownerName: owner.name,
        ownerEmail: owner.email,
        ownerMobilePhone: owner.phone,
        origin,
        proposedResolution:
          status === "Registered" && origin !== "Customer Portal"
            ? null
            : hostile
              ? '<p>Replace the sensor.</p><img src="x" onerror="alert(\'xss-resolution\')"><script>alert(1)</script>'
              : `<p>Proposed resolution for <b>${asset?.thermaxName ?? "the equipment"}</b>:</p><ul><li>Inspect on site</li><li>Replace worn parts free of charge</li></ul>`,
        accountId: contact.accountId,
        tcaUser: asset?.tcaUser ?? null,
      });
      n++;
    }
  }
  return complaints;
}
