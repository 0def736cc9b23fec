import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { env } from "~/env.server";
import { publicVisitor } from "~/session/visitor.server";
import { FaqSection } from "~/ui/help/Faqs";
import { VisitorFrame } from "~/ui/public/VisitorFrame";

/** Plain HTML: no hydration (docs/decisions/024). */
export { handle, clientLoader } from "~/ui/public/plain-html";

/**
 * Public FAQ page (spec 1 §2 FAQ page, spec 2 §2.15): no session needed, two public settings, and
 * a signed-in visitor's way back into the portal (issue 24).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const e = env();
  return { supportEmail: e.SUPPORT_EMAIL, edgeLiveUrl: e.EDGE_LIVE_URL, visitor: await publicVisitor(request, context) };
}

export default function FAQsPage() {
  const { supportEmail, edgeLiveUrl, visitor } = useLoaderData<typeof loader>();
  return (
    <VisitorFrame visitor={visitor}>
      <FaqSection supportEmail={supportEmail} edgeLiveUrl={edgeLiveUrl} />
    </VisitorFrame>
  );
}

export const meta: MetaFunction = () => [
  { title: "FAQs | Thermax Customer Portal" },
  { name: "description", content: "Answers to common questions about the Thermax Customer Portal." },
];
