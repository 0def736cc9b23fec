import { z } from "zod";
import { atMost, idempotencyKey, optionalText, requiredText } from "~/domain/fields";
import { isFutureShutdownDate, SHUTDOWN_LIMITS, SHUTDOWN_MESSAGES } from "./shutdown";

/**
 * Register Planned Shutdown (spec document 3 section 5). Server only: the assets the user may
 * choose and the clock come in, so "tomorrow at the earliest" is checked here too.
 */
export function shutdownSchema(options: { assetIds: readonly string[]; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  return z.object({
    idempotencyKey,
    assetId: requiredText(SHUTDOWN_MESSAGES.asset, [(v) => options.assetIds.includes(v), SHUTDOWN_MESSAGES.asset]),
    shutdownDate: requiredText(SHUTDOWN_MESSAGES.date, [(v) => isFutureShutdownDate(v, now()), SHUTDOWN_MESSAGES.future]),
    plannedActivities: requiredText(SHUTDOWN_MESSAGES.activities, atMost(SHUTDOWN_LIMITS.plannedActivities, SHUTDOWN_MESSAGES.activitiesLength)),
    additionalNotes: optionalText(atMost(SHUTDOWN_LIMITS.additionalNotes, SHUTDOWN_MESSAGES.notesLength)),
  });
}
export type ShutdownForm = z.output<ReturnType<typeof shutdownSchema>>;

export type ShutdownFields = {
  idempotencyKey: string;
  assetId: string;
  shutdownDate: string;
  plannedActivities: string;
  additionalNotes: string;
};
