import { clientKey } from "~/security/rate-limit.server";
import { sessionStorage } from "~/session/cookies.server";

/**
 * Who a multipart upload's slot is counted for (server/body.js, docs/decisions/062): the user of
 * the session cookie once decrypted (`u:<userId>`), whichever way its text is written (percent
 * escapes, quotes: the cookie parser reads them all as the one value), else the client address
 * the public pages' limits use (`a:<address>`, IPv6 by its /64). A cookie that does not decrypt
 * counts as none. The session is opened as Remix opens it next, through the remembered unsealing
 * of decision 045, so this costs the request no second decryption.
 */
export async function uploadClientOf(cookieHeader: string | null | undefined, clientAddress: string): Promise<string> {
  const session = await sessionStorage().getSession(cookieHeader ?? null);
  const userId = (session.get("user") as { userId?: unknown } | undefined)?.userId;
  if (typeof userId === "string" && userId) return `u:${userId}`;
  return `a:${clientKey(clientAddress)}`;
}
