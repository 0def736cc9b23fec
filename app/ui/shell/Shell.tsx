import { useLocation } from "@remix-run/react";
import { useLayoutEffect, type ReactNode } from "react";
import { Kept } from "../kept";
import { AdminBanner } from "./AdminBanner";
import { DRAWER_ID } from "./drawer";
import type { followLocation } from "./follow-location";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { RightPanel } from "./RightPanel";
import { SideMenu } from "./SideMenu";
import { SkipLink } from "./SkipLink";
import type { ShellData } from "~/domain/shell";

/**
 * The signed-in frame. "full": side menu, header, page, right panel (>= 960 px), footer.
 * "topbar": header, page, footer. Works without JavaScript (see docs/decisions/005).
 *
 * The parts nothing in the browser redraws while the document lives (the menu, the footer, the
 * header's fixed links, the acting banner) are kept markup (app/ui/kept.tsx): drawn by the server,
 * none of their code in the page's script (docs/decisions/011, issue 54). After each navigation
 * the frame follows the location itself (`followLocation`): the menu's current entry, the
 * returnTo its forms and links carry, the right panel's actions, the phone drawer closed.
 */
let follow: typeof followLocation | null = null;
/** Whether the document's frame has hydrated: from then on each new location is followed. */
let hydrated = false;
/**
 * followLocation's code (and the quick actions' rules it reads) is a chunk fetched at hydration,
 * where the server's frame is right as drawn: by the first navigation it is there (issue 54).
 */
const loadFollow = () => import("./follow-location").then((m) => (follow = m.followLocation));

export function Shell({ data, children, profileHtml }: { data: ShellData; children: ReactNode; profileHtml?: string }) {
  const { key, pathname, search } = useLocation();
  const full = data.layout === "full";
  const { quickActions = [] } = data;
  useLayoutEffect(() => {
    // The document's own frame is right as the server drew it: at hydration the code is only fetched
    // (applying it when it comes would close a drawer the user opened meanwhile).
    if (!hydrated) {
      hydrated = true;
      void loadFollow().catch(() => undefined);
      return;
    }
    if (follow) return follow(pathname, search, quickActions);
    // Not come yet (a navigation right after the hydration): follow where the page is once it has.
    void loadFollow().then((f) => f(location.pathname, location.search, quickActions), () => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per location: pathname and search come with the key
  }, [key]);
  return (
    <div className="group/shell flex min-h-screen flex-col">
      <Kept id="frame-top">
        {import.meta.env.SSR ? (
          <>
            <SkipLink />
            {data.adminBanner ? <AdminBanner banner={data.adminBanner} /> : null}
          </>
        ) : null}
      </Kept>
      <div className="flex flex-1">
        {full ? (
          <Kept id="frame-menu">
            {import.meta.env.SSR ? (
              <>
                {/* CSS-only drawer below 600 px: the checkbox is the `peer` the nav and backdrop follow.
                    Unchecked after each navigation (followLocation): a link followed in the drawer closes it. */}
                <input
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
                  quickActions={quickActions}
                  menu={data.menu}
                  whatsappHref={data.whatsappHref}
                  pathname={pathname}
                  returnTo={pathname + search}
                />
              </>
            ) : null}
          </Kept>
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col">
          <Header data={data} pathname={pathname} search={search} withDrawer={full} profileHtml={profileHtml} />
          <div className="flex flex-1">
            <main id="main" tabIndex={-1} data-draft-owner={data.draftOwner} data-session-end={data.sessionEnd ?? undefined} className="min-w-0 flex-1 p-4 focus:outline-none sm:p-6">
              {children}
            </main>
            {full ? (
              <Kept id="frame-panel">
                {import.meta.env.SSR ? (
                  <RightPanel quickActions={quickActions} pathname={pathname} search={search} />
                ) : null}
              </Kept>
            ) : null}
          </div>
          <Kept id="frame-footer">{import.meta.env.SSR ? <Footer helpline={data.helpline} /> : null}</Kept>
        </div>
      </div>
    </div>
  );
}
