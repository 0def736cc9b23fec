/**
 * The first-visit guided tour (spec document 1 section 3, document 3 section 7; docs/decisions/043):
 * three steps (the dashboard, quick actions, assets), each saved upstream as isIntroNComplete once
 * passed; the tour ends when all three are, by finishing or skipping. Pure; unit-tested.
 */

export type TourStepNumber = 1 | 2 | 3;

export interface TourProgress {
  /** isShowGuidedScreen: the upstream still wants the tour shown. */
  show: boolean;
  /** isIntro1Complete, isIntro2Complete, isIntro3Complete. */
  done: [boolean, boolean, boolean];
}

export interface TourStep {
  step: TourStepNumber;
  /** Where the step points on the dashboard (a `data-tour` mark on the shell). */
  target: "dashboard" | "quick-actions" | "assets";
  title: string;
  text: string;
  /** Where the page version of the step sends the reader to see it. */
  href: string;
  linkText: string;
}

export const TOUR_STEPS: readonly TourStep[] = [
  {
    step: 1,
    target: "dashboard",
    title: "Your dashboard",
    text: "Home shows your assets, spares and services, contracts and tickets at a glance. Each tab opens the full list, and every card opens its details.",
    href: "/",
    linkText: "Open the dashboard",
  },
  {
    step: 2,
    target: "quick-actions",
    title: "Quick actions",
    text: "Request a callback, get a quote, register a complaint or add an asset from Quick Actions, on every page. View All lists every action, planned shutdowns included.",
    href: "/quick-actions",
    linkText: "See all quick actions",
  },
  {
    step: 3,
    target: "assets",
    title: "Your assets",
    text: "The Assets tab lists the equipment installed at your sites. Open an asset for its documents, orders, service contracts and tickets.",
    href: "/dashboard/assets",
    linkText: "Open your assets",
  },
];

/** The field of the upstream's progress a step sets. */
export function progressField(step: TourStepNumber): "isIntro1Complete" | "isIntro2Complete" | "isIntro3Complete" {
  return `isIntro${step}Complete` as const;
}

/** The step to show next, or null when the tour is not (or no longer) to be shown. */
export function currentStep(progress: TourProgress | null): TourStepNumber | null {
  if (!progress?.show) return null;
  const index = progress.done.findIndex((d) => !d);
  return index === -1 ? null : ((index + 1) as TourStepNumber);
}

/** A step number from a form or the URL, or null. */
export function parseStep(value: unknown): TourStepNumber | null {
  return value === "1" || value === "2" || value === "3" ? (Number(value) as TourStepNumber) : null;
}
