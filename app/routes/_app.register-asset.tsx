import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { dialogPlaces, dialogResult, TICKET_NUMBER } from "~/forms/dialog.server";
import { requireUser } from "~/session/guard.server";
import { RegisterAssetDrawer, RegisterAssetResult, REGISTER_ASSET_PATH, tabOf } from "~/ui/asset-registration/RegisterAssetDrawer";
import { GeneralErrorBoundary } from "~/ui/errors";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Register Asset" };

/**
 * The Register Asset drawer (spec document 3 section 2): a route dialog styled as a side drawer
 * whose two tabs, Add Asset and Report Asset, are child routes (links, so they work without
 * JavaScript). The result of either replaces the drawer; closing it closes the drawer.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, "routes/_app.register-asset");
  const url = new URL(request.url);
  // /register-asset alone opens the first tab, keeping the query (returnTo).
  if (/^\/register-asset\/?$/.test(url.pathname)) throw redirect(`${REGISTER_ASSET_PATH}/add${url.search}`);
  const { closeTo } = dialogPlaces(request, REGISTER_ASSET_PATH);
  const tab = tabOf(url.pathname);
  return { closeTo, tab, ticket: await dialogResult(request, auth, TICKET_NUMBER) };
}

export default function RegisterAsset() {
  const { closeTo, tab, ticket } = useLoaderData<typeof loader>();
  if (ticket) return <RegisterAssetResult tab={tab} ticket={ticket} closeTo={closeTo} />;
  return (
    <RegisterAssetDrawer tab={tab} closeTo={closeTo}>
      <Outlet />
    </RegisterAssetDrawer>
  );
}

export const meta: MetaFunction = () => [{ title: "Register Asset | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
