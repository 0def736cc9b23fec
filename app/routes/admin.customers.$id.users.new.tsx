import { formProps } from "~/ui/form/props";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { companyPath } from "~/admin/users-query.server";
import { ADDABLE_PROFILES, ADMIN_MESSAGES, OUTCOME_PATTERN, resultText } from "~/domain/admin";
import { addUserSchema, checkEmailSchema, type AddUserForm } from "~/domain/admin-user-schema";
import { ADMIN_USER_LIMITS } from "~/domain/admin-user-limits";
import { dialogPlaces, dialogResult, failedReply, formRefusal, resultRedirect, submitFailure, submitOnce, type DialogActionData } from "~/forms/dialog.server";
import { readForm } from "~/forms/read.server";
import { audit } from "~/log/audit.server";
import { requireAdmin } from "~/session/admin-guard.server";
import { AdminResult } from "~/ui/admin/UserDialog";
import { UserFields } from "~/ui/admin/UserFields";
import { DialogNotices, IdempotencyField, SECONDARY_BUTTON, SubmitButton, useDialogForm } from "~/ui/dialog/DialogForm";
import { RouteDialog } from "~/ui/dialog/RouteDialog";
import { TextField } from "~/ui/form/Field";
import { newIdempotencyKey } from "~/upload/idempotency.server";
import { addUser, emailExists } from "~/upstream/admin.server";
import { isUpstreamError } from "~/upstream/errors";
import { validationOnly } from "~/forms/validate-intent.server";

const ROUTE = "routes/admin.customers.$id.users.new";

function places(request: Request, companyId: string) {
  const self = `${companyPath(companyId)}/users/new`;
  const p = dialogPlaces(request, self);
  const closeTo = p.closeTo === "/" ? companyPath(companyId) : p.closeTo;
  return { self, closeTo, action: `${self}?returnTo=${encodeURIComponent(closeTo)}` };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireAdmin(request, context, ROUTE);
  const { closeTo, action } = places(request, params.id ?? "");
  const outcome = await dialogResult(request, auth, OUTCOME_PATTERN);
  return { closeTo, action, outcome: outcome ? resultText(outcome) : null, idempotencyKey: newIdempotencyKey(), profiles: ADDABLE_PROFILES };
}

type AddUserData = DialogActionData & { step: "email" | "profile"; email?: string };

/**
 * Add user in two steps (spec document 3 section 5): the e-mail is checked first (201 'user already
 * exists' stops here, 404 'user not found' leads on), then the profile fields. Each step is a
 * form post, so it works without JavaScript; the checked e-mail travels as a hidden field.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireAdmin(request, context, ROUTE);
  const companyId = params.id ?? "";
  const form = await readForm(request);
  // A validate intent (060): the e-mail step's schema, or the whole user's once the profile shows.
  const validation = validationOnly(form, form.has("lastName") ? addUserSchema : checkEmailSchema);
  if (validation) return validation;
  const intent = form.get("intent");
  const actor = { actor: auth.user.userId, actorRole: auth.user.cpContactProfile, account: companyId };

  if (intent === "check") {
    const submission = parseWithZod(form, { schema: checkEmailSchema });
    if (submission.status !== "success") return data<AddUserData>({ result: submission.reply(), step: "email" }, { status: 400 });
    try {
      if (await emailExists(auth.session, submission.value.email, request.signal)) {
        return data<AddUserData>({ result: submission.reply({ fieldErrors: { email: [ADMIN_MESSAGES.userExists] } }), step: "email" }, { status: 409 });
      }
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      return failedReply(submission, undefined, { step: "email" as const });
    }
    return data<AddUserData>({ result: { status: "success", initialValue: { email: submission.value.email } }, step: "profile", email: submission.value.email });
  }
  if (intent !== "create") return formRefusal("Unknown action.", 400);

  const submission = parseWithZod(form, { schema: addUserSchema });
  const email = typeof form.get("email") === "string" ? String(form.get("email")) : "";
  if (submission.status !== "success") {
    // A bad e-mail sends the admin back to the first step; other errors stay on the profile.
    const badEmail = Boolean(submission.error?.email);
    return data<AddUserData>({ result: submission.reply(), step: badEmail ? "email" : "profile", email }, { status: 400 });
  }
  try {
    const created = await submitOnce(auth, form.get("idempotencyKey"), () =>
      addUser(auth.session, companyId, { ...submission.value, salutation: submission.value.salutation ?? "" }),
    );
    audit({ ...actor, action: "user.add", outcome: "ok", targetUser: created.userId, detail: { profile: created.cpContactProfile } });
  } catch (error) {
    const failure = submitFailure(error);
    if (!failure) throw error;
    // Not sent: the add could not be made once-only right now (shared state down), 503.
    if (!isUpstreamError(error)) return failedReply(submission, failure.message, { step: "profile" as const, email }, failure.status);
    audit({ ...actor, action: "user.add", outcome: "failed", detail: { kind: error.kind, status: error.status ?? null } });
    if (error.status === 400 && error.upstreamMessage === ADMIN_MESSAGES.userExists) {
      return data<AddUserData>({ result: submission.reply({ fieldErrors: { email: [ADMIN_MESSAGES.userExists] } }), step: "email" }, { status: 409 });
    }
    return failedReply(submission, undefined, { step: "profile" as const, email });
  }
  return resultRedirect(request, auth, places(request, companyId).self, "Created");
}

export default function AddUserDialog() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as AddUserData | undefined;
  const step = result?.step ?? "email";
  const { form, fields, submitting } = useDialogForm<AddUserForm>(`add-user-${step}`, result?.result);
  if (d.outcome) return <AdminResult outcome={d.outcome} name={null} closeTo={d.closeTo} />;
  return (
    <RouteDialog title="Add user" closeTo={d.closeTo}>
      <Form method="post" action={d.action} {...formProps(form)}>
        <DialogNotices failed={result?.failed} formErrors={form.errors} formErrorId={form.errorId} />
        <IdempotencyField value={d.idempotencyKey} />
        {step === "email" ? (
          <>
            <p className="mb-3 text-sm text-ink/80">Step 1 of 2: we first check that the e-mail address is not registered yet.</p>
            <TextField field={fields.email} label="Email" type="email" maxLength={ADMIN_USER_LIMITS.email} autoComplete="off" />
          </>
        ) : (
          <>
            <p className="mb-3 text-sm text-ink/80">
              Step 2 of 2: <strong className="break-all">{result?.email}</strong> is not registered. Fill in the profile.
            </p>
            <input type="hidden" name="email" value={result?.email ?? ""} />
            <UserFields fields={fields} profiles={d.profiles} />
          </>
        )}
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <Link to={d.closeTo} className={SECONDARY_BUTTON}>
            Cancel
          </Link>
          <SubmitButton submitting={submitting} label={step === "email" ? "Continue" : "Add user"} intent={step === "email" ? "check" : "create"} />
        </div>
      </Form>
    </RouteDialog>
  );
}
