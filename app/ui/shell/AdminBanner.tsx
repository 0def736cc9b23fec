import { Form } from "@remix-run/react";
import { bannerText } from "~/domain/banner";
import type { ShellData } from "~/domain/shell";

/** 'Logged in as {customer} (Log out as {admin})' for an impersonating admin, at the very top. */
export function AdminBanner({ banner }: { banner: NonNullable<ShellData["adminBanner"]> }) {
  const text = bannerText(banner.customerName, banner.adminName);
  return (
    <div role="region" aria-label="Acting as a customer" className="bg-brand-red px-4 py-2 text-center text-sm text-white">
      {text.lead} <strong className="font-semibold">{text.customer}</strong> (
      <Form method="post" action="/admin/log-out-as" className="inline">
        <button type="submit" className="font-semibold underline underline-offset-2 focus-visible:outline-white">
          {text.logOutAs}
        </button>
      </Form>
      )
    </div>
  );
}
