import { audit } from "~/log/audit.server";
import type { Auth } from "./guard.server";

/**
 * Feedback an admin gives while acting as a customer (docs/decisions/047, issue 25): the upstream's
 * feedback shapes have no field for who gave it (it is filed under the customer's user id, as the
 * customer's own), so the portal's audit log says it: the admin as actor, the customer as target,
 * `onBehalf: true`. Runs the send and writes "ok" or "failed"; nothing for users who are not acting.
 */
export async function auditedWhileActing<T>(
  auth: Pick<Auth, "acting" | "session" | "user">,
  detail: Record<string, string | number | boolean | null>,
  send: () => Promise<T>,
): Promise<T> {
  const admin = auth.acting ? auth.session.data?.adminTemp?.user : undefined;
  if (!admin) return send();
  const line = (outcome: "ok" | "failed") =>
    audit({
      actor: admin.userId,
      actorRole: admin.cpContactProfile,
      action: "feedback.give",
      outcome,
      targetUser: auth.user.userId,
      account: auth.user.accountId,
      detail: { onBehalf: true, ...detail },
    });
  try {
    const value = await send();
    line("ok");
    return value;
  } catch (error) {
    line("failed");
    throw error;
  }
}
