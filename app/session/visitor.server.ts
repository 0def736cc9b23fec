import type { RequestContext } from "~/context";
import type { PublicVisitor } from "~/domain/shell";
import { getOptionalUser } from "./guard.server";
import { visitorOf } from "./visitor";

/** For the loaders of public pages: the signed-in visitor's way back into the portal, or null. */
export async function publicVisitor(request: Request, context: RequestContext): Promise<PublicVisitor | null> {
  return visitorOf(await getOptionalUser(request, context));
}
