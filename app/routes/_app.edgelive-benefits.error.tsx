import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireUser } from "~/session/guard.server";
import { EdgeLiveBenefits } from "~/ui/EdgeLiveBenefits";
import { GeneralErrorBoundary } from "~/ui/errors";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Edge Live Benefits" };

/** Where Edge Live leads for a profile without it (spec document 1 section 2, side menu). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireUser(request, context, "routes/_app.edgelive-benefits.error");
  return { support: user.accountName };
}

export default function EdgeLiveNotSubscribed() {
  return (
    <section aria-labelledby="edgelive-error-heading">
      <h1 id="edgelive-error-heading" className="text-2xl font-semibold text-ink">
        Edge Live is not part of your profile
      </h1>
      <p role="status" className="mt-2 max-w-2xl text-ink/80">
        Your account does not include Edge Live yet. Ask your Thermax representative to add it, and
        see below what it offers.
      </p>
      <EdgeLiveBenefits />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Edge Live | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
