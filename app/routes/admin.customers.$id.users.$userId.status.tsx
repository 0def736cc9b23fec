import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { loadUserDialog, readForm, runUserAction, userDialogTarget, userDialogView } from "~/admin/user-dialog.server";
import { canChangeStatus, statusActions } from "~/domain/admin";
import { formRefusal, type DialogActionData } from "~/forms/dialog.server";
import { AdminResult, ConfirmUserDialog, LoadFailed } from "~/ui/admin/UserDialog";
import { StatusChip } from "~/ui/StatusChip";
import { setUserStatus } from "~/upstream/admin.server";

const ROUTE = "routes/admin.customers.$id.users.$userId.status";
const schema = z.object({ to: z.enum(["ACTIVE", "DEACTIVATED"], { error: "Choose the new status" }) });

export async function loader(args: LoaderFunctionArgs) {
  const view = userDialogView(await loadUserDialog(args, ROUTE, "status"));
  const to = new URL(args.request.url).searchParams.get("to");
  const change = view.user ? (statusActions(view.user.status).find((a) => a.to === to) ?? null) : null;
  return { ...view, change };
}

export async function action(args: ActionFunctionArgs) {
  const target = await userDialogTarget(args, ROUTE, "status");
  const form = await readForm(args.request);
  const to = form.get("to");
  return runUserAction(args.request, {
    target,
    form,
    schema,
    // The change must still be possible from the user's status now (another admin may have acted).
    precondition: (user) =>
      typeof to === "string" && (to === "ACTIVE" || to === "DEACTIVATED") && !canChangeStatus(user.status, to)
        ? formRefusal(`A user with status ${user.status} cannot be changed to ${to}.`, 409)
        : null,
    auditAction: "user.status",
    send: (value) => setUserStatus(target.auth.session, target.userId, value.to),
    detail: (value, _result, user) => ({ from: user.status, to: value.to }),
    outcome: (value) => (value.to === "ACTIVE" ? "Activated" : "Deactivated"),
  });
}

export default function StatusDialog() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as DialogActionData | undefined;
  if (d.outcome) return <AdminResult outcome={d.outcome} name={d.user?.name ?? null} closeTo={d.closeTo} />;
  if (!d.user) return <LoadFailed title="Change status" closeTo={d.closeTo} message={d.loadError ?? "User not found"} />;
  if (!d.change) {
    return (
      <LoadFailed
        title="Change status"
        closeTo={d.closeTo}
        message={`${d.user.name} has the status ${d.user.status}; that change is not possible from it.`}
      />
    );
  }
  return (
    <ConfirmUserDialog
      id="user-status"
      title={`${d.change.label} user`}
      closeTo={d.closeTo}
      action={d.action}
      idempotencyKey={d.idempotencyKey}
      submitLabel={d.change.label}
      lastResult={result}
      fields={{ to: d.change.to }}
    >
      <p>
        {d.change.label} <strong>{d.user.name}</strong> ({d.user.email})?
      </p>
      <p className="mt-2 flex items-center gap-2 text-sm">
        Status now: <StatusChip status={d.user.status} /> → <StatusChip status={d.change.to} />
      </p>
      {d.change.to === "DEACTIVATED" ? <p className="mt-2 text-sm text-ink/80">They are signed out and cannot sign in until they are activated again.</p> : null}
    </ConfirmUserDialog>
  );
}
