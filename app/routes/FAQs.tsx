import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { env } from "~/env.server";
import { FaqSection } from "~/ui/help/Faqs";
import { PublicFrame } from "~/ui/shell/PublicFrame";

/** Plain HTML: no hydration (docs/decisions/024). */
export { handle, clientLoader } from "~/ui/public/plain-html";

/** Public FAQ page (spec 1 §2 FAQ page, spec 2 §2.15): no session needed, only two public settings. */
export async function loader() {
  const e = env();
  return { supportEmail: e.SUPPORT_EMAIL, edgeLiveUrl: e.EDGE_LIVE_URL };
}

export default function FAQsPage() {
  const { supportEmail, edgeLiveUrl } = useLoaderData<typeof loader>();
  return (
    <PublicFrame>
      <FaqSection supportEmail={supportEmail} edgeLiveUrl={edgeLiveUrl} />
    </PublicFrame>
  );
}

export const meta: MetaFunction = () => [
  { title: "FAQs | Thermax Customer Portal" },
  { name: "description", content: "Answers to common questions about the Thermax Customer Portal." },
];
