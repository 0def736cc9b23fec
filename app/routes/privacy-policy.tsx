import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { env } from "~/env.server";
import { PublicFrame } from "~/ui/shell/PublicFrame";

/** Plain HTML: no hydration (docs/decisions/024). */
export { handle, clientLoader } from "~/ui/public/plain-html";

/** Static legal text (spec document 2 section 2.16), public. */
export async function loader(_: LoaderFunctionArgs) {
  return { email: env().SUPPORT_EMAIL };
}

const SECTIONS = (email: string): { title: string; text: string }[] => [
  { title: "Data we collect", text: "Your name, business e-mail address, phone number, company, designation and location, the equipment registered to your company, and the requests, tickets and messages you raise through the portal. We also keep technical records of sign-ins and use of the portal." },
  { title: "How we use it", text: "To sign you in, to show you your equipment, orders, contracts and tickets, to answer your requests and complaints, to send you service notifications, and to improve the portal." },
  { title: "Sharing", text: "We share your data only with Thermax group companies, authorised channel partners and service providers who process it for us under contract, or when the law requires it. We do not sell personal data." },
  { title: "Storage", text: "Your data is stored on servers operated for Thermax, in India or in countries with adequate protection." },
  { title: "Security", text: "We protect your data with encryption in transit, access controls and regular reviews. Sign-in uses a one-time code sent to your registered e-mail address." },
  { title: "Retention", text: "We keep your data while your account is active and for as long as the law or open contracts require afterwards." },
  { title: "Opting out", text: "You can ask us to stop sending you non-essential e-mails at any time." },
  { title: "Your rights", text: "Subject to the GDPR, the Indian Digital Personal Data Protection Act and the IT Act rules, you may ask to see, correct or erase your data, or object to its use." },
  { title: "Cookies", text: "The portal uses only the cookies it needs to keep you signed in and to remember your menu preference. It uses no advertising cookies." },
  { title: "Children", text: "The portal is for business users and is not meant for anyone under 18." },
  { title: "Contact", text: `Write to our data-protection contact at ${email}.` },
];

export default function PrivacyPolicy() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <PublicFrame>
      <article className="mx-auto max-w-3xl rounded-lg bg-white p-6 shadow-sm ring-1 ring-black/5 sm:p-8">
        <h1 className="text-2xl font-semibold text-ink">Privacy Policy</h1>
        <p className="mt-1 text-sm text-ink/70">Last updated September 2025</p>
        {SECTIONS(email).map((s) => (
          <section key={s.title} className="mt-6">
            <h2 className="text-lg font-semibold text-ink">{s.title}</h2>
            <p className="mt-2 text-ink/80">{s.text}</p>
          </section>
        ))}
      </article>
    </PublicFrame>
  );
}

export const meta: MetaFunction = () => [{ title: "Privacy Policy | Thermax Customer Portal" }];
