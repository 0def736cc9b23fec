import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { AdminBanner } from "./AdminBanner";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { RightPanel } from "./RightPanel";
import { DRAWER_ID, SideMenu } from "./SideMenu";
import { SkipLink } from "./SkipLink";
import type { ShellData } from "~/domain/shell";

/**
 * The signed-in frame. "full": side menu, header, page, right panel (>= 960 px), footer.
 * "topbar": header, page, footer. Works without JavaScript (see docs/decisions/005).
 */
export function Shell({ data, children }: { data: ShellData; children: ReactNode }) {
  const { key, pathname, search } = useLocation();
  const full = data.layout === "full";
  return (
    <div className="group/shell flex min-h-screen flex-col">
      <SkipLink />
      {data.adminBanner ? <AdminBanner banner={data.adminBanner} /> : null}
      <div className="flex flex-1">
        {full ? (
          <>
            {/* CSS-only drawer below 600 px: the checkbox is the `peer` the nav and backdrop follow.
                A new one (unchecked) with each page: a link followed in the drawer closes it. */}
            <input
              key={key}
              id={DRAWER_ID}
              type="checkbox"
              aria-label="Menu"
              aria-controls="main-menu"
              className="peer sr-only sm:hidden"
            />
            {/* The backdrop: a tap on it closes the drawer (its label unchecks the box). Out of the
                accessibility tree through its wrapper: aria-hidden is not allowed on a label that
                labels a control (docs/decisions/093). */}
            <div aria-hidden="true" className="fixed inset-0 z-30 hidden bg-black/40 max-sm:peer-checked:block">
              <label htmlFor={DRAWER_ID} className="block size-full" />
            </div>
            <SideMenu
              edgeLive={data.edgeLive}
              quickActions={data.quickActions}
              menu={data.menu}
              whatsappHref={data.whatsappHref}
              pathname={pathname}
              returnTo={pathname + search}
            />
          </>
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col">
          <Header data={data} pathname={pathname} search={search} withDrawer={full} />
          <div className="flex flex-1">
            <main id="main" tabIndex={-1} data-draft-owner={data.draftOwner} data-session-end={data.sessionEnd ?? undefined} className="min-w-0 flex-1 p-4 focus:outline-none sm:p-6">
              {children}
            </main>
            {full ? <RightPanel quickActions={data.quickActions} pathname={pathname} search={search} /> : null}
          </div>
          <Footer helpline={data.helpline} />
        </div>
      </div>
    </div>
  );
}
