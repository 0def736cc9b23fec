import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { PageHandle } from "~/ui/shell/title";
import { useLoaderData } from "@remix-run/react";
import { env } from "~/env.server";
import { requireUser } from "~/session/guard.server";
import { BenefitCards } from "~/ui/EdgeLiveBenefits";
import { GeneralErrorBoundary } from "~/ui/errors";
import { NextIcon } from "~/ui/content-icons";
import { RESIN_TOOL_NAME } from "~/ui/shell/title";
import { PRIMARY_BUTTON } from "~/ui/styles";

/** The header's title (and Back) on this page (app/ui/shell/title.ts, issue 54). */
export const handle: PageHandle = { title: "Resin Tool" };

const RESIN_BENEFITS = [
  {
    title: "Resin health at a glance",
    text: "Follow the exchange capacity of the ion-exchange resin in your softeners, DM and condensate polishing units from the lab reports we share.",
  },
  {
    title: "Regeneration on time",
    text: "See when each bed is due for regeneration, so treated water stays within specification and no salt, acid or caustic is wasted.",
  },
  {
    title: "Replacement planned, not forced",
    text: "Spot fouling, attrition and capacity loss early and plan resin top-ups or replacement with your next shutdown.",
  },
  {
    title: "Advice from our water experts",
    text: "Our water-treatment chemists read the same results and recommend cleaning, dosing or a change of resin grade.",
  },
] as const;

/**
 * The resin tool's page (docs/decisions/040): for the two Resin profiles only (route-access table;
 * everyone else gets 403). What the tool does for a water-treatment customer, and a button that
 * opens it (RESIN_TOOL_URL) in a new tab, as the Edge Live pages do for Edge Live.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "routes/_app.resin");
  return { toolUrl: env().RESIN_TOOL_URL };
}

export default function ResinPage() {
  const { toolUrl } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="resin-heading">
      <h1 id="resin-heading" className="text-2xl font-semibold text-ink">
        {RESIN_TOOL_NAME}
      </h1>
      <p className="mt-2 max-w-2xl text-ink/80">
        The {RESIN_TOOL_NAME} keeps the ion-exchange resin of your water-treatment plant working at its best: it tracks
        each resin bed from sampling to lab results, and tells you when to regenerate, clean or replace.
      </p>
      <a
        href={toolUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={`${PRIMARY_BUTTON} mt-5 inline-flex items-center gap-2`}
      >
        Open {RESIN_TOOL_NAME}
        <NextIcon className="h-4 w-4" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <BenefitCards items={RESIN_BENEFITS} />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: `${RESIN_TOOL_NAME} | Thermax Customer Portal` }];

export const ErrorBoundary = GeneralErrorBoundary;
