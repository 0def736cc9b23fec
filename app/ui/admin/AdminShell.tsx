import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Logo } from "../shell/Logo";
import { ProfileMenu } from "../shell/ProfileMenu";
import { SkipLink } from "../shell/SkipLink";
import type { AdminShellData } from "~/domain/shell";

const NAV =
  "rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-slate-100 aria-[current=page]:bg-brand-blue-dark aria-[current=page]:text-white aria-[current=true]:bg-brand-blue-dark aria-[current=true]:text-white";

/** A company's pages (its users, their dialogs) belong to the Companies section (issue 42 §5). */
const COMPANIES = /^\/admin\/(companylist|customers)(\/|$)/i;

/**
 * The admin portal's frame (docs/decisions/028): a header with the title 'Admin Portal', the admin
 * sections and the profile menu (Switch Profile for super-admins), then the page. No side menu,
 * no customer badges or quick actions. Works without JavaScript (links, forms, <details>).
 */
export function AdminShell({ data, children }: { data: AdminShellData; children: ReactNode }) {
  const { pathname } = useLocation();
  const switchForm = data.switchTo ? (
    <li>
      <Form method="post" action="/admin/switch-profile">
        <button type="submit" className="w-full rounded px-2 py-1.5 text-left hover:bg-gray-100">
          Switch Profile <span className="text-sm text-ink/70">(to {data.switchTo === "SUPER_ADMIN" ? "Super Admin" : "Admin"})</span>
        </button>
      </Form>
    </li>
  ) : null;
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="sticky top-0 z-20 border-b border-gray-200 bg-white">
        <div className="flex h-16 items-center gap-3 px-3 sm:px-5">
          <Logo compact />
          <p className="truncate text-base font-semibold sm:text-lg">Admin Portal</p>
          <span className="hidden rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-ink/80 sm:inline">
            {data.user.cpContactProfile === "SUPER_ADMIN" ? "Super Admin" : "Admin"}
          </span>
          <div className="ml-auto">
            <ProfileMenu user={data.user} extra={switchForm} settingsHref="/admin/account-settings" />
          </div>
        </div>
        <nav aria-label="Admin" className="flex gap-1 overflow-x-auto px-3 pb-2 sm:px-5">
          {/* The section is marked on a company's pages too: 'page' on the list itself, 'true' below it. */}
          <Link to="/admin/companylist" className={NAV} aria-current={/^\/admin\/companylist\/?$/i.test(pathname) ? "page" : COMPANIES.test(pathname) ? "true" : undefined}>
            Companies
          </Link>
          {data.reports ? (
            <NavLink to="/admin/reports" className={NAV}>
              Reports
            </NavLink>
          ) : null}
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl min-w-0 flex-1 p-4 focus:outline-none sm:p-6">
        {children}
      </main>
    </div>
  );
}
