import type { TourStepNumber } from "~/domain/tour";
import { currentStep } from "~/domain/tour";
import { isUpstreamError } from "~/upstream/errors";
import { completeTourSteps, getTourProgress } from "~/upstream/guided-screen.server";
import type { Auth } from "./guard.server";
import type { SessionHandle } from "./session.server";

/**
 * The guided tour's server side (docs/decisions/043). The session remembers isShowGuidedScreen from
 * sign-in, so users who finished the tour (most) cost no upstream call; for the others the
 * progress is asked, and a finished tour clears the flag for good.
 */

/** The tour is finished: the session stops asking. */
function markFinished(session: SessionHandle) {
  const data = session.data;
  if (data?.user.guidedTour) session.replace({ ...data, user: { ...data.user, guidedTour: false } });
}

/** The step to show, or null (finished, not wanted, or the progress could not be read: the tour is an extra). */
export async function tourStep(auth: Pick<Auth, "user" | "session" | "acting">, signal?: AbortSignal): Promise<TourStepNumber | null> {
  // The tour is the customer's own first visit: an admin acting as them is not shown it (047).
  if (!auth.user.guidedTour || auth.acting) return null;
  try {
    const step = currentStep(await getTourProgress(auth.session, signal));
    if (step === null) markFinished(auth.session);
    return step;
  } catch (error) {
    if (isUpstreamError(error)) return null;
    throw error;
  }
}

/**
 * Save progress: "next" completes one step, "skip" all three (skipping ends the tour). Answers the
 * step to show next, or null when the tour is over. Upstream failures are thrown (UpstreamError).
 */
export async function saveTourProgress(
  auth: Pick<Auth, "session">,
  intent: "next" | "skip",
  step: TourStepNumber,
  signal?: AbortSignal,
): Promise<TourStepNumber | null> {
  const progress = await completeTourSteps(auth.session, intent === "skip" ? [1, 2, 3] : [step], signal);
  const next = currentStep(progress);
  if (next === null) markFinished(auth.session);
  return next;
}
