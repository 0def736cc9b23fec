import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireUser } from "~/session/guard.server";
import { EdgeLiveBenefits } from "~/ui/EdgeLiveBenefits";
import { GeneralErrorBoundary } from "~/ui/errors";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Edge Live Benefits" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "routes/_app.edgelive-benefits._index");
  return null;
}

export default function EdgeLiveBenefitsPage() {
  return (
    <section aria-labelledby="edgelive-heading">
      <h1 id="edgelive-heading" className="text-2xl font-semibold text-ink">
        Edge Live Benefits
      </h1>
      <p className="mt-2 max-w-2xl text-ink/80">
        Edge Live connects your Thermax equipment to a live monitoring service.
      </p>
      <EdgeLiveBenefits />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Edge Live Benefits | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
