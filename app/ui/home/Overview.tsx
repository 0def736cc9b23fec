import { Link } from "@remix-run/react";
import { BookIcon, CartIcon, ChartIcon, ChatIcon } from "../icons";

/** The six Overview questions (spec 2 §2.2). */
export const OVERVIEW_FAQS = [
  {
    q: "How do I find my asset?",
    a: "Type its name in the search box at the top of any page, or open the Assets tab and filter by division, location and status.",
  },
  {
    q: "How do I track a recent asset order?",
    a: "Open the Spares & Services tab. Each order shows its status and expected delivery; open it for the full timeline.",
  },
  {
    q: "How do I raise a complaint?",
    a: "Choose Register a Complaint in Quick Actions, pick the order or asset, describe the issue and submit. You get a case number.",
  },
  {
    q: "Where can I find drawings?",
    a: "Open the asset, then See All Documents. Drawings and reports can be downloaded from there, or requested with Request Document.",
  },
  {
    q: "How do I raise a service request?",
    a: "Use Request Callback or Register a Complaint in Quick Actions, or raise a ticket from the Tickets tab.",
  },
  {
    q: "How do I raise a spares inquiry?",
    a: "Choose Get a Quote in Quick Actions and select Spares/Services, then add the spares you need.",
  },
] as const;

const QUICK_TIP_STEPS = [
  "Click an asset in the Assets tab.",
  "View the asset page.",
  "Select See All Documents.",
  "Download the drawing or report.",
] as const;

const CARDS = [
  {
    title: "Manage Assets",
    text: "See and organise your installed equipment.",
    href: "/dashboard/assets",
    Icon: BookIcon,
  },
  {
    title: "Get Help",
    text: "Raise a complaint, reach us, or read the answers to common questions.",
    href: "/get-help",
    Icon: ChatIcon,
  },
  {
    title: "Order and Track",
    text: "Follow your spares and service orders.",
    href: "/dashboard/spares-and-services",
    Icon: CartIcon,
  },
  // Issue 44 §3, decision 103.
  {
    title: "Service Record",
    text: "See how you have been served over the last 12 months.",
    href: "/service-record",
    Icon: ChartIcon,
  },
] as const;

/** The Overview's welcome cards and quick tip (then the Recent Activity carousel and the news, then OverviewFaq). */
export function OverviewTop({ firstName }: { firstName: string }) {
  return (
    <>
      <section aria-labelledby="welcome-heading" className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
        <h2 id="welcome-heading" className="text-xl font-semibold">
          Welcome, {firstName}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {CARDS.map((c) => (
            <li key={c.title}>
              <Link
                to={c.href}
                className="flex h-full flex-col gap-1 rounded-lg border border-gray-200 p-4 hover:border-brand-blue hover:bg-gray-50"
              >
                <c.Icon className="h-6 w-6 text-brand-red" />
                <span className="font-semibold text-brand-blue-dark">{c.title}</span>
                <span className="text-gray-600">{c.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="quick-tip-heading" className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
        <h2 id="quick-tip-heading" className="text-base font-semibold">
          Quick Tip: download drawings or reports
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          {QUICK_TIP_STEPS.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** The Overview's six questions (spec 2 §2.2), last. */
export function OverviewFaq() {
  return (
    <section aria-labelledby="overview-faq-heading" className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="overview-faq-heading" className="mb-2 text-base font-semibold">
        Frequently asked questions
      </h2>
      <div className="divide-y divide-gray-200">
        {OVERVIEW_FAQS.map((f) => (
          <details key={f.q} className="py-2">
            <summary className="rounded py-1 font-medium">{f.q}</summary>
            <p className="mt-1 text-gray-700">{f.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
