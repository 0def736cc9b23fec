import { formProps } from "~/ui/form/props";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { loadUserDialog, readForm, runUserAction, userDialogTarget, userDialogView } from "~/admin/user-dialog.server";
import type { DialogActionData } from "~/forms/dialog.server";
import { AdminResult, LoadFailed } from "~/ui/admin/UserDialog";
import { DialogNotices, IdempotencyField, SECONDARY_BUTTON, SubmitButton, useDialogForm } from "~/ui/dialog/DialogForm";
import { RouteDialog } from "~/ui/dialog/RouteDialog";
import { CheckboxListField } from "~/ui/form/Field";
import { getCompanyAccount, restrictAssets } from "~/upstream/admin.server";
import { isUpstreamError } from "~/upstream/errors";
import { validationOnly } from "~/forms/validate-intent.server";

const ROUTE = "routes/admin.customers.$id.users.$userId.assets";

export async function loader(args: LoaderFunctionArgs) {
  const target = await userDialogTarget(args, ROUTE, "assets");
  // The user and the company's assets are independent: both start at once.
  const [loaded, account] = await Promise.all([
    loadUserDialog(args, ROUTE, "assets"),
    getCompanyAccount(target.auth.session, target.companyId, args.request.signal).then(
      (a) => ({ ok: true as const, assets: a.assets }),
      (error: unknown) => {
        if (!isUpstreamError(error)) throw error;
        return { ok: false as const, assets: [] };
      },
    ),
  ]);
  return {
    ...userDialogView(loaded),
    restricted: loaded.user?.restrictedAssetIds ?? [],
    assets: account.assets.map((a) => ({ value: a.id, label: `${a.name ?? a.id} (${a.thermaxName})` })),
    assetsError: account.ok ? null : "We could not load the company's assets right now. Please try again in a moment.",
  };
}

/** The assets a user may see: ids of the company's own assets (checked when the company could be read). */
function restrictSchema(own: Set<string> | null) {
  return z.object({
    restrictedAssetIds: z
      .array(z.string())
      .max(500)
      .default([])
      .refine((ids) => own === null || ids.every((id) => own.has(id)), "Choose assets from the list"),
  });
}

export async function action(args: ActionFunctionArgs) {
  const target = await userDialogTarget(args, ROUTE, "assets");
  const form = await readForm(args.request);
  const validation = validationOnly(form, () => restrictSchema(null));
  if (validation) return validation;
  const account = await getCompanyAccount(target.auth.session, target.companyId, args.request.signal).catch((error: unknown) => {
    if (!isUpstreamError(error)) throw error;
    return null;
  });
  return runUserAction(args.request, {
    target,
    form,
    schema: restrictSchema(account ? new Set(account.assets.map((a) => a.id)) : null),
    auditAction: "user.restrict-assets",
    send: (value) => restrictAssets(target.auth.session, target.companyId, target.userId, value.restrictedAssetIds),
    detail: (value) => ({ restrictedCount: value.restrictedAssetIds.length }),
    outcome: () => "Updated",
  });
}

/** Remove asset access: the company's assets as a checklist; the checked ones are taken away from the user. */
export default function RestrictAssetsDialog() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as DialogActionData | undefined;
  const { form, fields, submitting } = useDialogForm<{ restrictedAssetIds: string[] }>("user-assets", result?.result, {
    restrictedAssetIds: d.restricted as unknown as string,
  });
  if (d.outcome) return <AdminResult outcome={d.outcome} name={d.user?.name ?? null} closeTo={d.closeTo} />;
  if (!d.user) return <LoadFailed title="Remove asset access" closeTo={d.closeTo} message={d.loadError ?? "User not found"} />;
  if (d.assetsError) return <LoadFailed title="Remove asset access" closeTo={d.closeTo} message={d.assetsError} />;
  return (
    <RouteDialog title="Remove asset access" closeTo={d.closeTo}>
      <Form method="post" action={d.action} {...formProps(form)}>
        <DialogNotices failed={result?.failed} formErrors={form.errors} formErrorId={form.errorId} />
        <IdempotencyField value={d.idempotencyKey} />
        <p className="mb-3">
          Checked assets are hidden from <strong>{d.user.name}</strong>. Uncheck an asset to give access back.
        </p>
        <CheckboxListField field={fields.restrictedAssetIds} legend="Assets without access" options={d.assets} empty="This company has no assets." />
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
