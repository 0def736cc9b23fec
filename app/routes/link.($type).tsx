import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { env } from "~/env.server";
import { publicVisitor } from "~/session/visitor.server";
import { ErrorPanel } from "~/ui/errors";
import { FaqSection } from "~/ui/help/Faqs";
import { VisitorFrame } from "~/ui/public/VisitorFrame";

/** Plain HTML: no hydration (docs/decisions/024). */
export { handle, clientLoader } from "~/ui/public/plain-html";

/**
 * /link/:type? (spec document 2 section 2.15): the help page with one tab, FAQs. The optional
 * segment names the tab: none, "faq" or "faqs" open it; any other is not found.
 */
const TABS = [{ type: "faqs", label: "FAQs" }] as const;

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const type = (params.type ?? "faqs").toLowerCase();
  const known = type === "faq" || TABS.some((t) => t.type === type);
  const e = env();
  const visitor = await publicVisitor(request, context);
  return data({ known, supportEmail: e.SUPPORT_EMAIL, edgeLiveUrl: e.EDGE_LIVE_URL, visitor }, { status: known ? 200 : 404 });
}

export default function HelpPage() {
  const { known, supportEmail, edgeLiveUrl, visitor } = useLoaderData<typeof loader>();
  if (!known) {
    return (
      <VisitorFrame visitor={visitor}>
        <ErrorPanel status={404} title="Page not found" text="The page you are looking for does not exist or has moved." />
      </VisitorFrame>
    );
  }
  return (
    <VisitorFrame visitor={visitor}>
      <div className="mx-auto max-w-5xl">
        <h1 className="text-2xl font-semibold text-ink">Help</h1>
        <nav aria-label="Help topics" className="mt-4 mb-6 border-b border-slate-200">
          <ul className="flex gap-6">
            {TABS.map((t) => (
              <li key={t.type}>
                <Link
                  to={`/link/${t.type}`}
                  aria-current="page"
                  className="-mb-px inline-block border-b-2 border-brand-red px-1 pb-2 font-medium text-ink"
                >
                  {t.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <FaqSection supportEmail={supportEmail} edgeLiveUrl={edgeLiveUrl} headingLevel={2} />
      </div>
    </VisitorFrame>
  );
}

export const meta: MetaFunction = () => [{ title: "Help | Thermax Customer Portal" }];
