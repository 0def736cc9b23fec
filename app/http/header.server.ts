import type { LoaderFunctionArgs } from "@remix-run/node";
import { backHrefForPath } from "~/ui/shell/title";

/**
 * A loader of a page the header gives a Back link (asset, order and contract pages and the dialogs
 * under them, spec 1 §2 Header), with `headerBack`: where Back goes, its `?back=` checked here
 * (safeReturnPath), so the page's script needs neither the rule nor the check (issue 54). The
 * route's handle reads it with `headerBack(fallback)` (app/ui/shell/title.ts).
 */
export function withHeaderBack<T extends object>(load: (args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs) => {
    const url = new URL(args.request.url);
    return { ...(await load(args)), headerBack: backHrefForPath(url.pathname, url.search) };
  };
}
