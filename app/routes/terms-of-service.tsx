import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { termsSource } from "~/http/terms.server";
import { Link, useLoaderData } from "@remix-run/react";
import { env } from "~/env.server";
import { publicVisitor } from "~/session/visitor.server";
import { LegalDocument, LegalList, type LegalSection } from "~/ui/legal/LegalDocument";
import { VisitorFrame } from "~/ui/public/VisitorFrame";

/** Plain HTML: no hydration (docs/decisions/024). */
export { handle, clientLoader } from "~/ui/public/plain-html";

/**
 * The Terms of Service (issue 24; the spec only had a placeholder, 'service'). The portal does not
 * publish terms it wrote (issue 42 §7, docs/decisions/097): the operator's address (TERMS_URL) is
 * where this page sends visitors, or the operator's file (TERMS_FILE) is shown here, sanitised.
 * Without either, the portal's template (decision 055's wording) shows, marked as a template.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const source = termsSource();
  if (source.kind === "url") throw redirect(source.url);
  const e = env();
  return { supportEmail: e.SUPPORT_EMAIL, visitor: await publicVisitor(request, context), html: source.kind === "file" ? source.html : null };
}

const link = "font-medium text-brand-blue-dark underline underline-offset-2";

const sections = (supportEmail: string): LegalSection[] => [
  {
    id: "accounts-and-sign-in",
    title: "Accounts and sign-in",
    body: (
      <>
        <p>
          The portal is for people who work for Thermax&apos;s customers and channel partners, and for Thermax staff. An account is opened for you by
          Thermax or by your company&apos;s portal administrator, and it acts for the company it belongs to.
        </p>
        <LegalList
          items={[
            "You sign in with a one-time code sent to your registered business e-mail address. Keep that mailbox secure, and do not pass a code to anyone.",
            "An account is personal: do not share it. Each colleague who needs the portal can be invited to their own account.",
            "Tell us at once if you think someone else has used your account. Sessions end after a period without use, and whenever you log out.",
            "We may suspend an account that is misused, or that your company asks us to close.",
          ]}
        />
      </>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <>
        <p>Use the portal only for your company&apos;s business with Thermax. In particular, do not:</p>
        <LegalList
          items={[
            "try to reach data of another company, or parts of the portal your role does not open;",
            "upload files that contain malicious code, or that you have no right to share;",
            "send false or misleading requests, complaints or enquiries;",
            "copy the portal's content in bulk, or use automated tools that put an unreasonable load on it;",
            "probe, scan or test the portal's security without Thermax's written permission.",
          ]}
        />
      </>
    ),
  },
  {
    id: "orders-and-quotes",
    title: "Orders and quotes",
    body: (
      <>
        <p>
          A quote request, cart, enquiry, renewal or reschedule request sent through the portal is a request to Thermax, not a binding order or
          offer. Thermax answers it with a quotation or an order acknowledgement of its own.
        </p>
        <p className="mt-2">
          Every order, quotation, annual maintenance contract and warranty is governed by the contract between your company and Thermax (its
          purchase order, quotation and terms and conditions). Prices, delivery dates, order and contract statuses and other figures shown in the
          portal are for information; where they differ from the contract, the contract prevails.
        </p>
      </>
    ),
  },
  {
    id: "documents",
    title: "Documents and their use",
    body: (
      <>
        <p>
          Drawings, manuals, reports, certificates and other documents in the portal belong to Thermax or to its licensors, and are shared in
          confidence for your company&apos;s equipment.
        </p>
        <LegalList
          items={[
            "Use them to install, operate, maintain and insure the equipment they concern.",
            "Share them outside your company only as your contract with Thermax allows, or with Thermax's written consent.",
            "Always follow the latest revision Thermax has issued; the portal shows the documents as Thermax holds them.",
          ]}
        />
      </>
    ),
  },
  {
    id: "data-and-privacy",
    title: "Data and privacy",
    body: (
      <p>
        How we collect, use and protect personal data is explained in our{" "}
        <Link to="/privacy-policy" className={link}>
          Privacy Policy
        </Link>
        , which forms part of these terms. Information about your company&apos;s equipment, orders and requests is used to serve your company
        and is kept confidential.
      </p>
    ),
  },
  {
    id: "availability",
    title: "Availability",
    body: (
      <p>
        We work to keep the portal available and its information current, but it may be unavailable at times, for example during maintenance,
        and we may change or withdraw features. When the portal is unavailable, our helpline and {supportEmail} remain open for requests and
        complaints.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Liability",
    body: (
      <>
        <p>
          The portal and its information are provided as they are. To the extent the law allows, Thermax is not liable for any indirect or
          consequential loss, or for loss of production, profit or data, arising from the use of the portal or from its being unavailable.
        </p>
        <p className="mt-2">
          Thermax&apos;s liability for its equipment, spares and services is as set out in the contract for them; nothing in these terms
          extends or limits it, or any liability that cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: "governing-law",
    title: "Governing law",
    body: (
      <p>
        These terms are governed by the laws of India. The courts at Pune, Maharashtra have exclusive jurisdiction over any dispute arising from
        them or from the use of the portal.
      </p>
    ),
  },
  {
    id: "changes-and-contact",
    title: "Changes and contact",
    body: (
      <p>
        We may update these terms; the date at the top shows when they last changed, and using the portal after a change means you accept the
        new terms. Questions about them go to{" "}
        <a href={`mailto:${supportEmail}`} className={link}>
          {supportEmail}
        </a>
        .
      </p>
    ),
  },
];

export default function TermsOfService() {
  const { supportEmail, visitor, html } = useLoaderData<typeof loader>();
  if (html !== null) {
    return (
      <VisitorFrame visitor={visitor}>
        <article aria-labelledby="terms-heading" className="mx-auto max-w-3xl space-y-4">
          <h1 id="terms-heading" className="text-2xl font-semibold text-ink">
            Terms of Service
          </h1>
          {/* The operator's own text (TERMS_FILE), sanitised on the server. */}
          <div className="legal-text space-y-3" dangerouslySetInnerHTML={{ __html: html }} />
        </article>
      </VisitorFrame>
    );
  }
  return (
    <VisitorFrame visitor={visitor}>
      <p role="note" className="mx-auto mb-4 max-w-3xl rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        {/* Settings are named in the README (TERMS_FILE, TERMS_URL), never on a page people read. */}
        <strong>Template.</strong> These terms are the portal&apos;s placeholder, to be replaced by the operator&apos;s own before the portal goes live.
      </p>
      <LegalDocument
        title="Terms of Service"
        updated="Last updated November 2026"
        contentsLabel="Sections of the terms"
        sections={sections(supportEmail)}
        intro={
          <p>
            These terms apply to everyone who uses the Thermax Customer Portal, which Thermax Limited runs for its customers and channel
            partners. By signing in to the portal you accept them on behalf of yourself and of the company your account acts for.
          </p>
        }
      />
    </VisitorFrame>
  );
}

export const meta: MetaFunction = () => [
  { title: "Terms of Service | Thermax Customer Portal" },
  { name: "description", content: "The terms of service of the Thermax Customer Portal." },
];
