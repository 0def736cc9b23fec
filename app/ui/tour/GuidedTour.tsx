import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { TOUR_STEPS, type TourStep, type TourStepNumber } from "~/domain/tour";

/**
 * The step-by-step tour over the dashboard (docs/decisions/043), loaded on demand by TourEntry.
 * A non-modal card (the page stays usable) names the step, and the part of the page it explains is
 * outlined and scrolled into view. Next saves the step (isIntroNComplete) and moves on; Finish
 * saves the last; Skip tour saves all three: the tour never shows again. Escape closes it for this
 * visit only (the banner stays). Progress goes to /tour, the same action the page version uses.
 */
export interface GuidedTourProps {
  step: TourStepNumber;
  onClose: () => void;
}

/** Where each step points on the dashboard (hidden parts, like the quick actions on a phone, are skipped). */
const TARGETS: Record<TourStep["target"], string> = {
  dashboard: 'nav[aria-label="Dashboard"]',
  // The Quick Actions card (the panel itself runs the page's whole height).
  "quick-actions": 'aside[aria-label="Quick actions"] > :first-child',
  assets: 'nav[aria-label="Dashboard"] a[href="/dashboard/assets"]',
};
const SPOTLIGHT = ["outline-4", "outline-offset-4", "outline-brand-red", "rounded-md"];

export function GuidedTour({ step: first, onClose }: GuidedTourProps) {
  const fetcher = useFetcher();
  const [step, setStep] = useState<TourStepNumber>(first);
  const heading = useRef<HTMLHeadingElement>(null);
  const current = TOUR_STEPS[step - 1];

  useEffect(() => {
    const target = document.querySelector<HTMLElement>(TARGETS[current.target]);
    const visible = target && target.offsetParent !== null;
    if (visible) {
      target.classList.add("outline", ...SPOTLIGHT);
      target.scrollIntoView({ block: "center", behavior: "smooth" });
    }
    heading.current?.focus();
    return () => target?.classList.remove("outline", ...SPOTLIGHT);
  }, [current.target]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);

  const save = (intent: "next" | "skip") =>
    fetcher.submit({ intent, step: String(step), respond: "data" }, { method: "post", action: "/tour" });

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="guided-tour-title"
      aria-describedby="guided-tour-text"
      className="fixed bottom-4 left-1/2 z-40 w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 rounded-lg bg-white p-5 text-ink shadow-2xl ring-1 ring-black/10"
    >
      <p className="text-xs font-semibold tracking-wide text-brand-red uppercase">
        Step {step} of {TOUR_STEPS.length}
      </p>
      <h2 id="guided-tour-title" ref={heading} tabIndex={-1} className="mt-1 text-lg font-semibold focus:outline-none">
        {current.title}
      </h2>
      <p id="guided-tour-text" className="mt-2 text-ink/80">
        {current.text}
      </p>
      <div className="mt-4 flex items-center justify-between gap-3">
        <button
          type="button"
          onClick={() => {
            save("skip");
            onClose();
          }}
          className="rounded-md px-3 py-2 font-medium text-brand-blue-dark underline-offset-2 hover:underline"
        >
          Skip tour
        </button>
        <button
          type="button"
          onClick={() => {
            save("next");
            if (step === TOUR_STEPS.length) onClose();
            else setStep((step + 1) as TourStepNumber);
          }}
          className="btn-primary"
        >
          {step === TOUR_STEPS.length ? "Finish" : "Next"}
        </button>
      </div>
    </div>
  );
}
