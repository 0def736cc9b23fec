import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { termsSource } from "~/http/terms.server";
import { Link, useLoaderData } from "@remix-run/react";
import { env } from "~/env.server";
import { publicVisitor } from "~/session/visitor.server";
import { VisitorFrame } from "~/ui/public/VisitorFrame";

/** Plain HTML: no hydration (docs/decisions/024). */
export { handle, clientLoader } from "~/ui/public/plain-html";

/**
 * The Terms of Service (the spec's page is a placeholder, 'service'). The portal does not publish
 * terms it wrote (issue 42 §7, issue 53 §3; docs/decisions/097, 111): the operator's address
 * (TERMS_URL) is where this page sends visitors, or the operator's file (TERMS_FILE, read at
 * start) is shown here, sanitised. Without either, a short page says no terms are published yet:
 * no liability, governing law or acceptance of the portal's own making.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const source = termsSource();
  if (source.kind === "url") throw redirect(source.url);
  const e = env();
  return { supportEmail: e.SUPPORT_EMAIL, visitor: await publicVisitor(request, context), html: source.kind === "file" ? source.html : null };
}

const link = "font-medium text-brand-blue-dark underline underline-offset-2";

export default function TermsOfService() {
  const { supportEmail, visitor, html } = useLoaderData<typeof loader>();
  return (
    <VisitorFrame visitor={visitor}>
      <article aria-labelledby="terms-heading" className="mx-auto max-w-3xl space-y-4">
        <h1 id="terms-heading" className="text-2xl font-semibold text-ink">
          Terms of Service
        </h1>
        {html !== null ? (
          // The operator's own text (TERMS_FILE), sanitised on the server.
          <div className="legal-text space-y-3" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          // Settings are named in the README (TERMS_FILE, TERMS_URL), never on a page people read.
          <div className="space-y-3 text-ink/90">
            <p>The terms of service of the Thermax Customer Portal have not been published yet.</p>
            <p>
              How personal data is handled is described in the{" "}
              <Link to="/privacy-policy" className={link}>
                Privacy Policy
              </Link>
              . For questions about using the portal, write to{" "}
              <a href={`mailto:${supportEmail}`} className={link}>
                {supportEmail}
              </a>
              .
            </p>
          </div>
        )}
      </article>
    </VisitorFrame>
  );
}

export const meta: MetaFunction = () => [
  { title: "Terms of Service | Thermax Customer Portal" },
  { name: "description", content: "The terms of service of the Thermax Customer Portal." },
];
