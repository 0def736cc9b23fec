import { complaintFileLoader } from "~/download/complaint-files.server";
import { complaintServiceReports } from "~/upstream/complaints.server";

/**
 * A service report on a complaint (`get-case-service-reports/{caseId}`, issue 33 §3, decision 081),
 * streamed through the portal, with `?view=1` shown in the browser. The complaint's detail call,
 * started with the reports call, is the owner check (`complaintFileLoader`).
 */
export const loader = complaintFileLoader("routes/complaints.$id.service-reports.$reportId", "reportId", "?notice=report-failed#service-reports", complaintServiceReports);
