import { complaintFileLoader } from "~/download/complaint-files.server";

/**
 * A file the customer attached to a complaint, streamed through the portal (issue 32 §2; decisions
 * 017 and 079), with `?view=1` shown in the browser. The steps are the complaint files' own
 * (`complaintFileLoader`): the complaint's 404 is the owner check, the file in its `attachments`.
 */
export const loader = complaintFileLoader("routes/complaints.$id.attachments.$attachmentId", "attachmentId", "?notice=download-failed#reported");
