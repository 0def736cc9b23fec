import { Link } from "@remix-run/react";

/**
 * The line a quote's success dialog adds under the ticket number (decision 048): the enquiry's page,
 * or the enquiry list while the upstream has not listed the new enquiry yet.
 */
export function FollowEnquiry({ link }: { link: { href: string; found: boolean } }) {
  return (
    <p className="mt-2">
      <Link to={link.href} className="font-medium text-brand-blue-dark underline underline-offset-2">
        {link.found ? "View your enquiry" : "Follow it in your enquiries"}
      </Link>
      {link.found ? null : (
        <span className="block text-sm text-ink/80">Its status is reflected there within 3 hours.</span>
      )}
    </p>
  );
}
