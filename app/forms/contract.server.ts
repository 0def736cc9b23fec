import { data } from "@remix-run/node";
import { contractDay, isContractExpired, renewalRequestedText, renewBlock, rescheduleRequestedText } from "~/domain/contracts";
import type { Auth } from "~/session/guard.server";
import { isUpstreamError } from "~/upstream/errors";
import { contractById, type ContractDetail } from "~/upstream/contracts.server";

/** Every visit of a contract in one page (the spec's default page size). */
const ALL_VISITS = 500;

export interface DialogContract {
  contract: ContractDetail;
  endDay: string | null;
  expired: boolean;
  renew: ReturnType<typeof renewBlock>;
  /** 'Renewal requested on …' when a renewal is open already (issue 32 §2), else null. */
  renewalRequested: string | null;
  nextPendingVisit: string | null;
  /** A reschedule asked for that visit already, worded (issue 52 §3), with its ticket; null when none. */
  rescheduleRequested: { text: string; ticketNumber: string | null } | null;
}

/**
 * The contract behind the AMC and reschedule dialogs, with what decides them: expired, who may
 * renew, the next pending visit. An unknown or foreign contract is a 404; another failure is null
 * (the dialog says it could not load).
 */
export async function contractForDialog(auth: Auth, serviceId: string, signal: AbortSignal): Promise<DialogContract | null> {
  let contract: ContractDetail;
  try {
    contract = await contractById(auth.session, serviceId, { page: 1, size: ALL_VISITS, signal });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.status === 404) throw data({ message: "Contract not found" }, { status: 404 });
    return null;
  }
  const endDay = contractDay(contract.expirationDate ?? contract.contractEndDate);
  const expired = isContractExpired({ amcExpiried: contract.amcExpiried, endDay });
  const next = contract.visits.filter((v) => v.status === "Pending" && contractDay(v.visitDate)).sort((a, b) => String(a.visitDate).localeCompare(String(b.visitDate)))[0];
  const renewalRequested = contract.renewalEnquiryId ? renewalRequestedText({ on: contract.renewalRequestedOn, ticketNumber: contract.renewalTicketNumber }) : null;
  const asked = next ? rescheduleRequestedText({ to: next.rescheduleRequestedTo, ticketNumber: next.rescheduleTicketNumber, on: next.rescheduleRequestedOn }) : null;
  return {
    contract,
    endDay,
    expired,
    renew: renewBlock({ endDay, expired }, auth.internal),
    renewalRequested,
    nextPendingVisit: next?.visitDate ?? null,
    rescheduleRequested: asked ? { text: asked, ticketNumber: next?.rescheduleTicketNumber ?? null } : null,
  };
}
