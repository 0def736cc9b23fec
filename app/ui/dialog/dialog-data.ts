import type { SubmissionResult } from "@conform-to/react";

/**
 * What a dialog action answers when it does not redirect: built by app/forms/dialog.server.ts, shown
 * by the dialog forms here (docs/decisions/014, 092).
 */
export interface DialogActionData {
  result: SubmissionResult<string[]>;
  /** The upstream failed: the form shows this under 'Error!' with every field kept. */
  failed?: string;
  /**
   * The key the refused or failed post carried. Without JavaScript the answer is a new page whose
   * loader draws a fresh key; the form uses this one instead, so sending it again stays one effect.
   */
  idempotencyKey?: string;
}

