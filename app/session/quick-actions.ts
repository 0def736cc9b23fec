import type { QuickAction } from "~/ui/shell/types";

/**
 * Right-panel quick actions whose routes exist. Each later issue adds its entry when its dialog
 * route lands (Register a Complaint, Request Callback, Get a Quote, ...).
 */
export const QUICK_ACTIONS: QuickAction[] = [
  { label: "Get a Quote", description: "Request pricing for products", href: "/quotes/new" },
  { label: "Register a Complaint", description: "Report any issue", href: "/complaints/new" },
];
