import { formProps } from "~/ui/form/props";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { loadUserDialog, readForm, runUserAction, userDialogTarget, userDialogView } from "~/admin/user-dialog.server";
import { ADDABLE_PROFILES } from "~/domain/admin";
import { userFieldsSchema, type UserFieldsForm } from "~/domain/admin-user-schema";
import { lastTenDigits } from "~/domain/profile";
import type { DialogActionData } from "~/forms/dialog.server";
import { AdminResult, LoadFailed } from "~/ui/admin/UserDialog";
import { UserFields } from "~/ui/admin/UserFields";
import { DialogNotices, IdempotencyField, SECONDARY_BUTTON, SubmitButton, useDialogForm } from "~/ui/dialog/DialogForm";
import { RouteDialog } from "~/ui/dialog/RouteDialog";
import { editUser } from "~/upstream/admin.server";

const ROUTE = "routes/admin.customers.$id.users.$userId.edit";

export async function loader(args: LoaderFunctionArgs) {
  const loaded = await loadUserDialog(args, ROUTE, "edit");
  const u = loaded.user;
  const defaults = u
    ? { salutation: u.salutation, firstName: u.firstName, lastName: u.lastName, mobilePhone: lastTenDigits(u.mobilePhone), designation: u.designation, cpContactProfile: u.cpContactProfile }
    : null;
  return { ...userDialogView(loaded), defaults, profiles: ADDABLE_PROFILES };
}

export async function action(args: ActionFunctionArgs) {
  const target = await userDialogTarget(args, ROUTE, "edit");
  return runUserAction(args.request, {
    target,
    form: await readForm(args.request),
    schema: userFieldsSchema,
    auditAction: "user.edit",
    send: (value) => editUser(target.auth.session, target.userId, { ...value, salutation: value.salutation ?? "" }),
    outcome: () => "Updated",
  });
}

export default function EditUserDialog() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as DialogActionData | undefined;
  const { form, fields, submitting } = useDialogForm<UserFieldsForm>("user-edit", result?.result, d.defaults ?? undefined);
  if (d.outcome) return <AdminResult outcome={d.outcome} name={d.user?.name ?? null} closeTo={d.closeTo} />;
  if (!d.user || !d.defaults) return <LoadFailed title="Edit user" closeTo={d.closeTo} message={d.loadError ?? "User not found"} />;
  return (
    <RouteDialog title="Edit user" closeTo={d.closeTo}>
      <Form method="post" action={d.action} {...formProps(form)} noValidate>
        <DialogNotices failed={result?.failed} formErrors={form.errors} formErrorId={form.errorId} />
        <IdempotencyField value={d.idempotencyKey} />
        <p className="mb-3 text-sm text-ink/80">
          {d.user.email} (the e-mail address cannot be changed here)
        </p>
        <UserFields fields={fields} profiles={d.profiles} />
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <Link to={d.closeTo} className={SECONDARY_BUTTON}>
            Cancel
          </Link>
          <SubmitButton submitting={submitting} label="Save" />
        </div>
      </Form>
    </RouteDialog>
  );
}
