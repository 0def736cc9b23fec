import { describe, expect, it } from "vitest";
import { useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { db } from "../../mocks/store";
import { findUserByEmail } from "../../mocks/data/users";
import { cookieFor, settle } from "../../tests/unit/route-helpers";
import { createRequestContext } from "~/context";
import { MAX_LINE_OCTETS } from "~/domain/ics-lines";
import { loader } from "./contracts.$id.ics";

/**
 * The calendar files the portal serves (issue 53 §2; docs/decisions/110), read as a strict parser
 * reads them: every line at most 75 octets of UTF-8 with its continuation lines, the end date's
 * day as `DURATION:P1D` (RFC 5545 §3.3.6: `P1DT` is not a duration).
 */
useInProcessUpstream();

const ORIGIN = "http://portal.test";
/** A long Devanagari name: three octets a letter, so 75 characters are far more than 75 octets. */
const HINDI = "जल शोधन संयंत्र खंड तीन, पश्चिमी परिसर, औरंगाबाद औद्योगिक क्षेत्र";

async function calendarFile(serviceId: string, query = ""): Promise<{ status: number; body: string; bytes: Uint8Array }> {
  const request = new Request(`${ORIGIN}/contracts/${serviceId}/ics${query}`, { headers: { cookie: await cookieFor("customer@demo.test") } });
  const out = await settle(() => loader({ request, context: { ...createRequestContext("n") }, params: { id: serviceId } }));
  const bytes = new Uint8Array(await out.response!.arrayBuffer());
  return { status: out.status, body: new TextDecoder("utf-8", { fatal: true }).decode(bytes), bytes };
}

/** Each physical line's octets, split on CRLF in the bytes themselves. */
function lineOctets(bytes: Uint8Array): number[] {
  const sizes: number[] = [];
  let start = 0;
  for (let i = 0; i < bytes.length - 1; i++) {
    if (bytes[i] === 0x0d && bytes[i + 1] === 0x0a) {
      sizes.push(i - start);
      start = i + 2;
    }
  }
  return sizes;
}

function customersContract() {
  const accountId = findUserByEmail("customer@demo.test")!.accountId;
  const today = new Date().toISOString().slice(0, 10);
  const contract = db.contracts.find((c) => c.accountId === accountId && c.contractEndDate && c.visits.some((v) => v.status === "Pending" && v.visitDate.slice(0, 10) > today));
  if (!contract) throw new Error("no contract of the demo customer");
  return contract;
}

describe("the served calendar files (RFC 5545)", () => {
  it("the contract's end: an all-day event of P1D, every line at most 75 octets though the asset's name is Devanagari", async () => {
    const contract = customersContract();
    contract.assetName = HINDI;
    const { status, body, bytes } = await calendarFile(contract.serviceId);
    expect(status).toBe(200);
    expect(body).toMatch(/\r\nDURATION:P1D\r\n/);
    expect(body).not.toMatch(/P\d+DT\r\n/);
    const sizes = lineOctets(bytes);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_LINE_OCTETS);
    // Unfolded, the name comes back whole (no character was cut between two lines).
    expect(body.replace(/\r\n[ \t]/g, "")).toContain(`SUMMARY:AMC ends: ${HINDI.replaceAll(",", "\\,")}`);
    expect(body.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("a visit: every line at most 75 octets", async () => {
    const contract = customersContract();
    contract.assetName = HINDI;
    const today = new Date().toISOString().slice(0, 10);
    const visit = contract.visits.find((v) => v.visitDate.slice(0, 10) > today && v.status === "Pending");
    if (!visit) return expect.unreachable("the demo contract has no pending visit");
    const { status, body, bytes } = await calendarFile(contract.serviceId, `?visit=${visit.visitId}`);
    expect(status).toBe(200);
    expect(Math.max(...lineOctets(bytes))).toBeLessThanOrEqual(MAX_LINE_OCTETS);
    expect(body.replace(/\r\n[ \t]/g, "")).toContain(`SUMMARY:AMC service visit: ${HINDI.replaceAll(",", "\\,")}`);
  });
});
