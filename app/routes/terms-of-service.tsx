import type { MetaFunction } from "@remix-run/node";
import { PublicFrame } from "~/ui/shell/PublicFrame";

/** Plain HTML: no hydration (docs/decisions/024). No loader, so no clientLoader: a client render is the same page. */
export { handle } from "~/ui/public/plain-html";

/** The spec's placeholder: the page shows only the word 'service' (document 3 section 2). */
export default function TermsOfService() {
  return (
    <PublicFrame>
      <h1 className="sr-only">Terms of Service</h1>
      <p className="mx-auto max-w-3xl text-ink">service</p>
    </PublicFrame>
  );
}

export const meta: MetaFunction = () => [{ title: "Terms of Service | Thermax Customer Portal" }];
