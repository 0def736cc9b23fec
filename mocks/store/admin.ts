import { dateDays, isoDays } from "./prng";
import type { FeedbackRecord } from "./requests";

/** E-mail tracking templates (the admin reports page lists them). Bodies are HTML, cleaned by the portal. */
export interface EmailTemplate {
  id: string;
  name: string;
  subject: string;
  body: string;
  lastSentAt: string | null;
}

export function seedEmailTemplates(): EmailTemplate[] {
  return [
    { id: "TPL-01", name: "Welcome", subject: "Welcome to the Thermax Customer Portal", body: "<p>Dear customer,</p><p>Your account is ready. <strong>Sign in</strong> with your e-mail address and a one-time code.</p>", lastSentAt: isoDays(-2) },
    { id: "TPL-02", name: "Ticket update", subject: "Your ticket has been updated", body: "<p>There is an update on your ticket. <a href=\"https://portal.example/dashboard/tickets\">View it in the portal</a>.</p>", lastSentAt: isoDays(-1) },
    // Stored HTML is not trusted: the portal must drop the script and the handler.
    { id: "TPL-03", name: "Order shipped", subject: "Your order is on its way", body: "<p onclick=\"alert(1)\">Your order has shipped.</p><script>alert('x')</script>", lastSentAt: null },
  ];
}

/** Twelve past feedback records for the admin's feedback report. */
export function seedFeedback(): FeedbackRecord[] {
  return Array.from({ length: 12 }, (_, i) => ({
    id: `FB-${1000 + i}`,
    userId: `U-100${(i % 8) + 1}`,
    rating: ((i * 7) % 10) + 1,
    otherDesc: "",
    type: i % 4 === 0 ? "SKIP" : "SUBMIT",
    createdAt: `${dateDays(-i * 5)}T09:30:00.000Z`,
  }));
}
