import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { loadUserDialog, readForm, runUserAction, userDialogTarget, userDialogView } from "~/admin/user-dialog.server";
import type { DialogActionData } from "~/forms/dialog.server";
import { AdminResult, ConfirmUserDialog, LoadFailed } from "~/ui/admin/UserDialog";
import { deleteUser } from "~/upstream/admin.server";

const ROUTE = "routes/admin.customers.$id.users.$userId.delete";

export async function loader(args: LoaderFunctionArgs) {
  return userDialogView(await loadUserDialog(args, ROUTE, "delete"));
}

export async function action(args: ActionFunctionArgs) {
  const target = await userDialogTarget(args, ROUTE, "delete");
  return runUserAction(args.request, {
    target,
    form: await readForm(args.request),
    schema: z.object({}),
    auditAction: "user.delete",
    send: () => deleteUser(target.auth.session, target.userId),
    outcome: () => "Deleted",
  });
}

/** Delete asks first: a confirmation step, a form of its own, so it works without JavaScript. */
export default function DeleteDialog() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as DialogActionData | undefined;
  if (d.outcome) return <AdminResult outcome={d.outcome} name={d.user?.name ?? null} closeTo={d.closeTo} />;
  if (!d.user) return <LoadFailed title="Delete user" closeTo={d.closeTo} message={d.loadError ?? "User not found"} />;
  return (
    <ConfirmUserDialog id="user-delete" title="Delete user" closeTo={d.closeTo} action={d.action} idempotencyKey={d.idempotencyKey} submitLabel="Delete" lastResult={result}>
      <p>
        Delete <strong>{d.user.name}</strong> ({d.user.email})?
      </p>
      <p className="mt-2 text-sm text-ink/80">They are signed out at once and can no longer sign in. This cannot be undone here.</p>
    </ConfirmUserDialog>
  );
}
