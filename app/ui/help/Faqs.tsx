import type { ReactNode } from "react";

/** The public FAQ entries (spec document 1 section 2 "FAQ page", document 2 section 2.15). */
const faqs = (edgeLiveUrl: string): { q: string; a: ReactNode }[] => [
  {
    q: "How do I log in?",
    a: "Choose Sign in and enter your registered e-mail address. We send a one-time code to that address; enter it to sign in. No password is needed.",
  },
  {
    q: "How do I register?",
    a: "Fill in the sign-up form with your company and contact details. One of our engineers then completes your onboarding, and you receive a welcome e-mail, usually within 5 minutes.",
  },
  {
    q: "How can I get instant support?",
    a: "After signing in, use Request Callback in Quick Actions: give a callback number, your e-mail address and a short description of the issue, and our team will get back to you.",
  },
  {
    q: "Where can I raise complaints and enquiries, track orders and contracts, or renew maintenance contracts?",
    a: "All of this is on your dashboard after signing in: raise complaints and enquiries from Quick Actions, follow orders in Spares & Services, and see and renew your annual maintenance contracts in the Contracts tab.",
  },
  {
    q: "How do I reach Edge Live, our live-monitoring service?",
    a: (
      <>
        After signing in, use the Edge Live button at the top right of the dashboard. You can also go straight to{" "}
        <a href={edgeLiveUrl} target="_blank" rel="noopener noreferrer" className="text-brand-blue-dark underline underline-offset-2">
          Edge Live<span className="sr-only"> (opens in a new tab)</span>
        </a>
        .
      </>
    ),
  },
];

/** The questions as native accordions, and the 'Your question isn't listed here?' box beside them. */
export function FaqSection({ supportEmail, edgeLiveUrl, headingLevel = 1 }: { supportEmail: string; edgeLiveUrl: string; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 md:flex-row md:items-start">
      <div className="flex-1">
        <Heading className="mb-4 text-2xl font-semibold">Frequently Asked Questions</Heading>
        <div className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
          {faqs(edgeLiveUrl).map((f) => (
            <details key={f.q} className="px-4 py-3">
              <summary className="rounded py-1 font-medium">{f.q}</summary>
              <p className="mt-2 text-gray-700">{f.a}</p>
            </details>
          ))}
        </div>
      </div>
      <aside aria-label="Contact" className="rounded-lg border border-gray-200 bg-white p-4 md:w-64">
        <h2 className="text-base font-semibold">Your question isn&apos;t listed here?</h2>
        <p className="mt-1 text-gray-700">Write to us and we will help.</p>
        {/* The portal's form, which sends the catalogue's mail-us call with any files (docs/decisions/113). */}
        <a href="/contact-us" className="mt-3 inline-block rounded-md bg-brand-red px-4 py-2 font-medium text-white hover:bg-red-700">
          Contact Us
        </a>
        <p className="mt-3 text-sm text-gray-700">
          Or e-mail{" "}
          <a href={`mailto:${supportEmail}`} className="font-medium text-brand-blue-dark underline underline-offset-2 [overflow-wrap:anywhere]">
            {supportEmail}
          </a>
        </p>
      </aside>
    </div>
  );
}
