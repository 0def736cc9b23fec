import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect, redirectDocument } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { loadUserDialog, readForm, runUserAction, userDialogTarget, userDialogView } from "~/admin/user-dialog.server";
import { actionsFor } from "~/domain/admin";
import { formRefusal, type DialogActionData } from "~/forms/dialog.server";
import { startActing } from "~/session/acting.server";
import { forgetUser } from "~/session/user-cache.server";
import { ConfirmUserDialog, LoadFailed } from "~/ui/admin/UserDialog";
import { loginAsUser } from "~/upstream/admin.server";
import { loadLoggedInUser } from "~/upstream/auth.server";

const ROUTE = "routes/admin.customers.$id.users.$userId.login-as";

export async function loader(args: LoaderFunctionArgs) {
  const view = userDialogView(await loadUserDialog(args, ROUTE, "login-as"));
  return { ...view, allowed: view.user ? actionsFor(view.user).loginAs : false };
}

/**
 * Login as user (docs/decisions/030): the upstream issues the customer's tokens to the admin; the
 * session then holds the customer, and the admin's identity stays on the server in the encrypted
 * cookie (adminTemp: the admin, the page they left, and the key to their refresh token, which the
 * shared state holds sealed: docs/decisions/063). Nothing changes
 * when any step fails: the admin stays signed in as themselves.
 */
export async function action(args: ActionFunctionArgs) {
  const target = await userDialogTarget(args, ROUTE, "login-as");
  const form = await readForm(args.request);
  const { session } = target.auth;
  return runUserAction(args.request, {
    target,
    form,
    precondition: (user) =>
      actionsFor(user).loginAs ? null : formRefusal(`You cannot log in as a user with status ${user.status} and profile ${user.cpContactProfile}.`, 409),
    schema: z.object({}),
    auditAction: "impersonation.start",
    send: async () => {
      const tokens = await loginAsUser(session, target.userId);
      const customer = await loadLoggedInUser(tokens.accessToken, args.request.signal);
      const current = session.data;
      if (!current) throw redirect("/admin/login");
      // The admin's refresh token stays on the server, sealed under a key only the cookie holds (063).
      const adminTemp = await startActing(current.user, current.tokens.refreshToken, target.closeTo.slice(0, 512));
      return { tokens, customer, adminTemp };
    },
    outcome: () => "Updated",
    redirectTo: (_value, { tokens, customer, adminTemp }) => {
      const current = session.data;
      if (!current) throw redirect("/admin/login");
      session.replace({ ...current, user: customer, tokens, adminTemp });
      forgetUser(customer.userId);
      // A document load: the customer's frame is kept server markup the admin page never had (app/ui/kept.tsx).
      return redirectDocument("/", 303);
    },
  });
}

export default function LoginAsDialog() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as DialogActionData | undefined;
  if (!d.user) return <LoadFailed title="Login as user" closeTo={d.closeTo} message={d.loadError ?? "User not found"} />;
  if (!d.allowed) return <LoadFailed title="Login as user" closeTo={d.closeTo} message={`${d.user.name} cannot sign in (status ${d.user.status}), so you cannot log in as them.`} />;
  return (
    <ConfirmUserDialog id="user-login-as" title="Login as user" closeTo={d.closeTo} action={d.action} idempotencyKey={d.idempotencyKey} submitLabel="Login as user" lastResult={result}>
      <p>
        See the portal as <strong>{d.user.name}</strong> ({d.user.cpContactProfile}) sees it?
      </p>
      <p className="mt-2 text-sm text-ink/80">
        You cannot submit anything for them and their notifications stay unread. Use &quot;Log out as&quot; in the banner to come back here.
      </p>
    </ConfirmUserDialog>
  );
}
