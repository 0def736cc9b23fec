import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { loadUserDialog, readForm, runUserAction, userDialogTarget, userDialogView } from "~/admin/user-dialog.server";
import { ADMIN_MESSAGES, canResendInvitation, NO_INVITATION_TO_RESEND } from "~/domain/admin";
import { formRefusal, type DialogActionData } from "~/forms/dialog.server";
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
    // Only a user who has not verified yet has an invitation to resend (issue 42 §5).
    precondition: (user) => (canResendInvitation(user.status) ? null : formRefusal(NO_INVITATION_TO_RESEND, 409)),
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
  if (!d.user) return <LoadFailed title="Resend invitation" closeTo={d.closeTo} message={d.loadError ?? "User not found"} />;
  // Users sign in with an e-mailed code: only one who has not verified yet has something to resend.
  if (d.user.status !== "PENDING") return <LoadFailed title="Resend invitation" closeTo={d.closeTo} message={NO_INVITATION_TO_RESEND} />;
  return (
    <ConfirmUserDialog id="user-reset" title="Resend invitation" closeTo={d.closeTo} action={d.action} idempotencyKey={d.idempotencyKey} submitLabel="Send invitation again" lastResult={result}>
      <p>
        Send <strong>{d.user.name}</strong> the invitation e-mail at {d.user.email} again? They have not verified the address yet.
      </p>
    </ConfirmUserDialog>
  );
}
