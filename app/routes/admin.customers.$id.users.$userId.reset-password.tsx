import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { loadUserDialog, readForm, runUserAction, userDialogTarget, userDialogView } from "~/admin/user-dialog.server";
import { ADMIN_MESSAGES } from "~/domain/admin";
import type { DialogActionData } from "~/forms/dialog.server";
import { AdminResult, ConfirmUserDialog, LoadFailed } from "~/ui/admin/UserDialog";
import { resetPassword } from "~/upstream/admin.server";

const ROUTE = "routes/admin.customers.$id.users.$userId.reset-password";

export async function loader(args: LoaderFunctionArgs) {
  return userDialogView(await loadUserDialog(args, ROUTE, "reset-password"));
}

export async function action(args: ActionFunctionArgs) {
  const target = await userDialogTarget(args, ROUTE, "reset-password");
  const form = await readForm(args.request);
  return runUserAction(args.request, {
    target,
    form,
    schema: z.object({}),
    auditAction: "user.reset-password",
    send: (_value, user) => resetPassword(target.auth.session, user.email),
    // The spec's text where the upstream answers so (an unverified user gets the verification again).
    outcome: (_value, answer) => (answer.message === ADMIN_MESSAGES.reVerificationSent ? "ReVerificationSent" : "ResetSent"),
    detail: (_value, answer) => ({ reVerification: answer.message === ADMIN_MESSAGES.reVerificationSent }),
  });
}

export default function ResetPasswordDialog() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as DialogActionData | undefined;
  if (d.outcome) return <AdminResult outcome={d.outcome} name={d.user?.name ?? null} closeTo={d.closeTo} />;
  if (!d.user) return <LoadFailed title="Reset password" closeTo={d.closeTo} message={d.loadError ?? "User not found"} />;
  return (
    <ConfirmUserDialog id="user-reset" title="Reset password" closeTo={d.closeTo} action={d.action} idempotencyKey={d.idempotencyKey} submitLabel="Send reset e-mail" lastResult={result}>
      <p>
        Send <strong>{d.user.name}</strong> an e-mail at {d.user.email} to set a new password?
      </p>
      {d.user.status === "PENDING" ? <p className="mt-2 text-sm text-ink/80">This user has not verified the e-mail address yet: the verification e-mail is sent again instead.</p> : null}
    </ConfirmUserDialog>
  );
}
