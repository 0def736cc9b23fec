import { Form } from "@remix-run/react";
import type { ShellData } from "./types";

/** 'Logged in as {customer} (Log out as {admin})' for an impersonating admin, at the very top. */
export function AdminBanner({ banner }: { banner: NonNullable<ShellData["adminBanner"]> }) {
  return (
    <div className="bg-brand-red px-4 py-2 text-center text-sm text-white">
      Logged in as <strong className="font-semibold">{banner.customerName}</strong> (
      <Form method="post" action="/admin/log-out-as" className="inline">
        <button type="submit" className="font-semibold underline underline-offset-2 focus-visible:outline-white">
          Log out as {banner.adminName}
        </button>
      </Form>
      )
    </div>
  );
}
