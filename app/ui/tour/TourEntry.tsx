import { Form, Link } from "@remix-run/react";
import { useEffect, useState, type ComponentType } from "react";
import type { TourStepNumber } from "~/domain/tour";
import type { GuidedTourProps } from "./GuidedTour";

/**
 * The first-visit tour on the dashboard (docs/decisions/043), for users whose isShowGuidedScreen is
 * set. The server draws a banner (works without JavaScript): 'Take the tour' opens the tour's page,
 * 'Dismiss' ends the tour. With JavaScript the step-by-step tour over the dashboard is loaded, only
 * for these users and only then, as a chunk of its own: no other page or user pays for it.
 */
export function TourEntry({ step }: { step: TourStepNumber | null }) {
  const [Tour, setTour] = useState<ComponentType<GuidedTourProps> | null>(null);
  const [open, setOpen] = useState(true);

  useEffect(() => {
    if (step === null) return;
    let live = true;
    import("./GuidedTour")
      .then((m) => {
        if (live) setTour(() => m.GuidedTour);
      })
      // A chunk that cannot load leaves the banner, which works on its own.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [step]);

  if (step === null) return null;
  return (
    <>
      <section aria-labelledby="tour-banner-title" className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-lg border border-sky-200 bg-sky-50 p-4">
        <div className="min-w-0 flex-1 basis-64">
          <h2 id="tour-banner-title" className="font-semibold text-ink">
            New to the Customer Portal?
          </h2>
          <p className="text-ink/80">Take a three-step tour of your dashboard, quick actions and assets.</p>
        </div>
        <div className="flex items-center gap-2">
          <Link
            to="/tour"
            onClick={(event) => {
              if (!Tour) return;
              event.preventDefault();
              setOpen(true);
            }}
            className="btn-primary"
          >
            Take the tour
          </Link>
          <Form method="post" action="/tour">
            <input type="hidden" name="intent" value="skip" />
            <input type="hidden" name="step" value={step} />
            <input type="hidden" name="returnTo" value="/" />
            <button type="submit" className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-ink hover:bg-slate-50">
              Dismiss
            </button>
          </Form>
        </div>
      </section>
      {Tour && open ? <Tour step={step} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
