import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { env } from "~/env.server";
import { requireUser } from "~/session/guard.server";
import { safeReturnPath } from "~/domain/return-path";
import { PharmaFrame } from "~/ui/PharmaFrame";

/**
 * The pharma offering (spec document 2 section 2.17: "an embedded full-screen external page";
 * docs/decisions/052): the provider's page (PHARMA_PAGE_URL) in a frame filling the window under a
 * slim bar with the way back. Signed-in customers only (route-access table).
 *
 * The CSP: this page alone adds `frame-src <that page's origin>` (server.js merges it into the
 * portal's policy); every other page keeps frames to the portal's own origin. A CSP holds for the
 * document it came with, so this page is always a document of its own: it is plain HTML (no
 * hydration, decision 024) and its `clientLoader` turns a client-side navigation here into a full
 * load, which brings this policy with it.
 */
export { handle, clientLoader } from "~/ui/public/plain-html";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "routes/pharma");
  const pageUrl = env().PHARMA_PAGE_URL;
  const back = safeReturnPath(new URL(request.url).searchParams.get("back")) ?? "/";
  return data({ pageUrl, back }, { headers: { "Content-Security-Policy": `frame-src ${new URL(pageUrl).origin}` } });
}

/** The loader's frame-src, on the page only (not on a refusal: a 403 page frames nothing). */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const csp = loaderHeaders.get("Content-Security-Policy");
  return csp ? { "Content-Security-Policy": csp } : new Headers();
};

export default function PharmaPage() {
  const { pageUrl, back } = useLoaderData<typeof loader>();
  return <PharmaFrame pageUrl={pageUrl} back={back} />;
}

export const meta: MetaFunction = () => [{ title: "Solutions for Pharma | Thermax Customer Portal" }];
