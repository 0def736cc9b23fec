import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { env } from "~/env.server";
import { publicVisitor } from "~/session/visitor.server";
import { LegalDocument, LegalList, type LegalSection } from "~/ui/legal/LegalDocument";
import { VisitorFrame } from "~/ui/public/VisitorFrame";

/** Plain HTML: no hydration (docs/decisions/024). */
export { handle, clientLoader } from "~/ui/public/plain-html";

/**
 * The privacy policy (spec document 2 section 2.16): last updated September 2025, the
 * data-protection contact mailbox, and the sections the spec lists, in its order.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return { email: env().DATA_PROTECTION_EMAIL, visitor: await publicVisitor(request, context) };
}

const list = (items: string[]) => <LegalList items={items} />;

const sections = (email: string): LegalSection[] => [
  {
    id: "data-we-collect",
    title: "Data we collect",
    body: (
      <>
        <p>When you use the portal, or leave your details on one of its public pages, we collect:</p>
        {list([
          "Identity and contact details: your name, business e-mail address, phone number, company, designation and location.",
          "Account details: the company you act for, your profile and role, and the equipment registered to your company.",
          "What you send us: requests, complaints, tickets, messages, attachments, survey answers and urban-water enquiries (name, e-mail, mobile number, PIN code and building name).",
          "Technical records: sign-in times, pages used, and your device's network (IP) address.",
        ])}
      </>
    ),
  },
  {
    id: "how-we-use-it",
    title: "How we use it",
    body: list([
      "To sign you in and keep your session secure.",
      "To show you your equipment, orders, contracts and tickets, and to answer your requests and complaints.",
      "To contact you about an enquiry you left on a public page, and to learn from your survey answers.",
      "To send you service notifications about your equipment and requests.",
      "To keep the portal safe: for example, we count requests per network address to stop automated abuse of the public forms.",
    ]),
  },
  {
    id: "sharing",
    title: "Sharing",
    body: (
      <p>
        We share your data only with Thermax group companies, authorised channel partners who serve your equipment, and service providers who
        process it for us under contract, or when the law requires it. We do not sell personal data.
      </p>
    ),
  },
  {
    id: "storage",
    title: "Storage",
    body: <p>Your data is stored on servers operated for Thermax in India, or in countries whose protection of personal data is adequate.</p>,
  },
  {
    id: "security",
    title: "Security",
    body: (
      <p>
        We protect your data with encryption in transit, access controls and regular reviews. Sign-in uses a one-time code sent to your registered
        e-mail address, so the portal keeps no password of yours.
      </p>
    ),
  },
  {
    id: "retention",
    title: "Retention",
    body: (
      <p>
        We keep your account data while your account is active, and afterwards for as long as the law or open contracts require. Network addresses
        counted to stop abuse are forgotten within 15 minutes.
      </p>
    ),
  },
  {
    id: "opting-out",
    title: "Opting out",
    body: <p>You can ask us at any time to stop sending you non-essential e-mails, such as surveys, by writing to {email}.</p>,
  },
  {
    id: "your-rights",
    title: "Your rights",
    body: (
      <>
        <p>Depending on where you are, the law gives you rights over your data:</p>
        {list([
          "Under the EU General Data Protection Regulation (GDPR): to access, correct or erase your data, to restrict or object to its use, and to receive it in a portable form.",
          "Under India's Digital Personal Data Protection Act, 2023: to access a summary of your data, to have it corrected or erased, to withdraw consent, to nominate someone to act for you, and to have a grievance addressed.",
          "Under the Information Technology Act, 2000 and its rules on reasonable security practices and sensitive personal data: to review the information you gave us and have it corrected.",
        ])}
        <p className="mt-2">To use any of these rights, write to {email}.</p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    body: (
      <p>
        The portal uses only the cookies it needs to work: to keep you signed in and protect a sign-in in progress, to remember where you were
        going before signing in, to keep a form you were filling in while you sign in again, to remember that you signed out, and to remember
        whether you collapsed the menu. It uses no advertising or tracking cookies, and the urban-water and survey pages set none.
      </p>
    ),
  },
  {
    id: "children",
    title: "Children",
    body: <p>The portal is for business users. It is not meant for anyone under 18, and we do not knowingly collect their data.</p>,
  },
  {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        Questions about this policy or your data go to our data-protection contact at{" "}
        <a href={`mailto:${email}`} className="font-medium text-brand-blue-dark underline underline-offset-2">
          {email}
        </a>
        .
      </p>
    ),
  },
];

export default function PrivacyPolicy() {
  const { email, visitor } = useLoaderData<typeof loader>();
  return (
    <VisitorFrame visitor={visitor}>
      <LegalDocument
        title="Privacy Policy"
        updated="Last updated September 2025"
        contentsLabel="Sections of the policy"
        sections={sections(email)}
        intro={
          <p>
            This policy explains how Thermax Limited handles personal data in the Customer Portal and its public pages. For any question about it,
            write to our data-protection contact at {email}.
          </p>
        }
      />
    </VisitorFrame>
  );
}

export const meta: MetaFunction = () => [{ title: "Privacy Policy | Thermax Customer Portal" }];
