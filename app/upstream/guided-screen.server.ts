import { z } from "zod";
import type { TourProgress, TourStepNumber } from "~/domain/tour";
import { progressField } from "~/domain/tour";
import { callUpstream, type TokenSource } from "./client.server";

/**
 * Guided-screen progress (spec document 3 section 7: get and update; isIntro1Complete..3). The
 * paths are not in the spec; docs/upstream-api.md names the ones the embedded upstream serves.
 */
const PATH = "/userapi/api/um/guided-screen";

const progress = z
  .object({
    isShowGuidedScreen: z.boolean().nullish(),
    isIntro1Complete: z.boolean().nullish(),
    isIntro2Complete: z.boolean().nullish(),
    isIntro3Complete: z.boolean().nullish(),
  })
  .transform(
    (p): TourProgress => ({
      show: p.isShowGuidedScreen ?? false,
      done: [p.isIntro1Complete ?? false, p.isIntro2Complete ?? false, p.isIntro3Complete ?? false],
    }),
  );

export function getTourProgress(tokens: TokenSource, signal?: AbortSignal): Promise<TourProgress> {
  return callUpstream(PATH, { schema: progress, signal }, tokens);
}

/** Marks steps complete (all three when the tour is finished or skipped); answers the new progress. */
export function completeTourSteps(tokens: TokenSource, steps: readonly TourStepNumber[], signal?: AbortSignal): Promise<TourProgress> {
  const body = Object.fromEntries(steps.map((s) => [progressField(s), true]));
  return callUpstream(PATH, { method: "PUT", body, schema: progress, signal }, tokens);
}
