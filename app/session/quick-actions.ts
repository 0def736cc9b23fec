import type { QuickAction } from "~/ui/shell/types";

/**
 * Right-panel quick actions whose routes exist. Each later issue adds its entry when its dialog
 * route lands (Register a Complaint, Request Callback, Get a Quote, ...).
 */
export const QUICK_ACTIONS: QuickAction[] = [
  { label: "Register a Complaint", description: "Report any issue", href: "/complaints/new" },
];

/**
 * The Overview's Get Help dialog (spec document 2 section 2.2): raise a ticket, request a callback,
 * register a complaint, as far as their quick actions exist (each joins when its dialog does).
 */
const GET_HELP = ["Raise a Ticket", "Request Callback", "Register a Complaint"];
export const GET_HELP_ACTIONS: QuickAction[] = QUICK_ACTIONS.filter((a) => GET_HELP.includes(a.label));
