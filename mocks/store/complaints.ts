import { findUserById } from "../data/users";
import { createRandom, isoDays, pad } from "./prng";
import { owners } from "./owners";
import { COMPLAINT_ORIGINS, COMPLAINT_STATUSES, type Asset, type Complaint, type ComplaintServiceReport } from "./types";

const contacts = ["U-1001", "U-1002", "U-1003", "U-1001", "U-1006", "U-1007"] as const;

/** What a customer wrote when reporting, with the type and reason chosen (issue 40 §3) and the files they attached (issue 32 §2). */
const reports: { description: string; type: string; reason: string; files: string[] }[] = [
  {
    description:
      "The boiler tripped on low water level three times this week, each time during the morning load pick-up around 6 am, although the gauge glass showed normal level. We reset it and it runs again, but the plant loses about 40 minutes of steam each time. Photo of the gauge glass and the trip log attached.",
    type: "OTHER",
    reason: "Other",
    files: ["Gauge glass at trip.png", "Trip log 12-18 Oct.pdf"],
  },
  {
    description:
      "Of the 24 gaskets delivered against our order, 10 are 150 mm instead of the 200 mm we ordered (part code on the packing slip is right, the size stamped on the gaskets is not). Our shutdown is planned for next week, so we need the right size before then.",
    type: "ACTIVE_ORDER",
    reason: "Wrong supply",
    files: ["Packing slip.pdf"],
  },
  {
    description: "Filter bags installed in June are already torn at the cuff in compartments 3 and 4. Stack opacity is going up. We want to know if this is a fitting problem or the bags.",
    type: "SPARES",
    reason: "Non-adherence to quality specifications",
    files: ["Torn bag cuff.png"],
  },
  {
    description: "The annual maintenance visit was due in the first week of the month. Nobody has come and the service desk has not given us a date despite two calls.",
    type: "SERVICES",
    reason: "Inability to meet a deadline",
    files: [],
  },
  {
    description: "Chiller capacity has dropped by about 15 percent since the last service: chilled water leaves at 9.5 °C instead of 7 °C at the same load. Readings from the last two weeks attached.",
    type: "SERVICES",
    reason: "Did not fulfil the commitment",
    files: ["Chiller readings.pdf"],
  },
  {
    description: "The invoice for the spares order is Rs 48,600 more than the quotation we accepted. Please correct it or send a credit note.",
    type: "SERVICES",
    reason: "Using inappropriate invoicing terms and conditions",
    files: ["Quotation and invoice.pdf"],
  },
];

/** The document store's address of a complaint attachment (never shown by the portal). */
export function complaintAttachmentUrl(id: string, fileName: string): string {
  return `https://thermaxportal.blob.core.windows.test/complaint-attachments/${id}/${encodeURIComponent(fileName)}`;
}

/** The document store's address of a complaint's service report (never shown by the portal). */
export function serviceReportUrl(id: string, fileName: string): string {
  return `https://thermaxportal.blob.core.windows.test/service-reports/${id}/${encodeURIComponent(fileName)}`;
}

const engineers = ["Suresh Patil", "Meena Iyer", "Karthik Rao"];

/**
 * The engineers' reports on a complaint past Registered: a site visit, and for a Closed one the
 * closing visit too (newest first).
 */
function seedServiceReports(n: number, status: Complaint["status"], createdAgo: number, statusAgo: number): ComplaintServiceReport[] {
  if (status === "Registered") return [];
  const visits = status === "Closed" ? [Math.max(1, statusAgo), Math.max(2, Math.round((createdAgo + statusAgo) / 2))] : [Math.max(1, Math.round((createdAgo + statusAgo) / 2))];
  return visits.map((ago, k) => {
    const id = `CSR-${pad(n * 4 + k + 1, 5)}`;
    const reportNumber = `SR-${pad(71200 + n * 4 + k, 6)}`;
    const fileName = `Service report ${reportNumber}.pdf`;
    return { id, reportNumber, fileName, contentType: "application/pdf", visitDate: isoDays(-ago, 11), engineerName: engineers[(n + k) % engineers.length], createdDate: isoDays(-ago, 17), url: serviceReportUrl(id, fileName), bytes: null };
  });
}

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
      const report = reports[n % reports.length];
      const id = `CMP-${pad(n + 1, 4)}`;
      const createdDate = isoDays(-createdAgo, 9);
      complaints.push({
        id,
        caseNumber: `CAS-${pad(30500 + n, 6)}`,
        status,
        statusDate: isoDays(-statusAgo, 10),
        createdDate,
        lastModifiedDate: isoDays(-Math.max(0, statusAgo - 1), 15),
        contactId,
        contactName: `${contact.firstName} ${contact.lastName}`,
        assetId: asset?.id ?? null,
        assetName: asset ? (asset.name ?? asset.thermaxName) : null,
        description: report.description,
        complaintType: report.type,
        reasonToComplaint: report.reason,
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
        attachments: report.files.map((fileName, k) => {
          const attachmentId = `CATT-${pad(n * 4 + k + 1, 5)}`;
          const contentType = fileName.endsWith(".png") ? "image/png" : "application/pdf";
          return { id: attachmentId, fileName, contentType, createdDate, url: complaintAttachmentUrl(attachmentId, fileName), bytes: null };
        }),
        serviceReports: seedServiceReports(n, status, createdAgo, statusAgo),
        accountId: contact.accountId,
        tcaUser: asset?.tcaUser ?? null,
      });
      n++;
    }
  }
  return complaints;
}
