import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { z } from "zod";
import { OUTCOME_PATTERN, resultText, type AdminOutcome } from "~/domain/admin";
import { parseWithZod } from "@conform-to/zod/v4";
import { dialogPlaces, dialogResult, failedReply, type formRefusal, resultRedirect, submitDialog, type SubmitDialogOptions } from "~/forms/dialog.server";
import { readForm } from "~/forms/read.server";
import { audit, type AuditAction } from "~/log/audit.server";
import { requireAdmin } from "~/session/admin-guard.server";
import type { Auth } from "~/session/guard.server";
import { newIdempotencyKey } from "~/upload/idempotency.server";
import { getCompanyUser, type CompanyUser } from "~/upstream/admin.server";
import { isUpstreamError } from "~/upstream/errors";
import { companyPath } from "./users-query.server";
import { validationOnly } from "~/forms/validate-intent.server";

/**
 * The steps every per-user admin dialog shares (Edit, Reset password, status, Remove asset access,
 * Delete, Login as user), on top of the dialog-action pieces (docs/decisions/014 and 028): the
 * admin check, the user read and checked against the company in the URL, Close back to the list,
 * the result after POST-redirect-GET, and one audit line per attempt.
 */

type Args = LoaderFunctionArgs | ActionFunctionArgs;

export interface UserDialogTarget {
  auth: Auth;
  companyId: string;
  userId: string;
  selfPath: string;
  closeTo: string;
  action: string;
}

export async function userDialogTarget({ request, context, params }: Args, routeId: string, action: string): Promise<UserDialogTarget> {
  const auth = await requireAdmin(request, context, routeId);
  const companyId = params.id ?? "";
  const userId = params.userId ?? "";
  const list = companyPath(companyId);
  const selfPath = `${list}/users/${encodeURIComponent(userId)}/${action}`;
  const places = dialogPlaces(request, selfPath);
  // Without a return path the dialog closes to the company's list, not the customer home.
  const closeTo = places.closeTo === "/" ? list : places.closeTo;
  return { auth, companyId, userId, selfPath, closeTo, action: `${selfPath}?returnTo=${encodeURIComponent(closeTo)}` };
}

/** The user the dialog is about, when they belong to the company in the URL; 404 otherwise. */
export async function userOfCompany(target: UserDialogTarget, signal?: AbortSignal): Promise<CompanyUser> {
  try {
    const user = await getCompanyUser(target.auth.session, target.userId, signal);
    if (user.accountId !== target.companyId) throw data({ message: "User not found" }, { status: 404 });
    return user;
  } catch (error) {
    if (isUpstreamError(error) && error.status === 404) throw data({ message: "User not found" }, { status: 404 });
    throw error;
  }
}

export function displayName(user: Pick<CompanyUser, "salutation" | "firstName" | "lastName">): string {
  return [user.salutation, user.firstName, user.lastName].filter(Boolean).join(" ");
}

/** The loader of a per-user dialog: the result after a change, or the form with the user. */
export async function loadUserDialog(args: LoaderFunctionArgs, routeId: string, action: string) {
  const target = await userDialogTarget(args, routeId, action);
  const outcome = await dialogResult(args.request, target.auth, OUTCOME_PATTERN) as AdminOutcome | null;
  let user: CompanyUser | null = null;
  let loadError: string | null = null;
  try {
    user = await userOfCompany(target, args.request.signal);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    loadError = "We could not load this user right now. Please try again in a moment.";
  }
  return { target, user, loadError, outcome, idempotencyKey: newIdempotencyKey() };
}

/** What a dialog's view needs from `loadUserDialog` (serialisable). */
export function userDialogView(loaded: Awaited<ReturnType<typeof loadUserDialog>>) {
  const { target, user, loadError, outcome, idempotencyKey } = loaded;
  return {
    closeTo: target.closeTo,
    action: target.action,
    outcome: outcome ? resultText(outcome) : null,
    loadError,
    idempotencyKey,
    user: user ? { userId: user.userId, name: displayName(user), email: user.email, status: user.status, cpContactProfile: user.cpContactProfile } : null,
  };
}

export interface UserActionOptions<Schema extends z.ZodType, T> extends Omit<SubmitDialogOptions<Schema, T>, "auth" | "form" | "send"> {
  target: UserDialogTarget;
  form: FormData;
  auditAction: AuditAction;
  /** A refusal the user's state calls for before anything is sent (a status change no longer possible). */
  precondition?: (user: CompanyUser) => ReturnType<typeof formRefusal> | null;
  send: (value: z.output<Schema>, user: CompanyUser) => Promise<T>;
  /** Small enumerated facts for the audit line (a status, a count). */
  detail?: (value: z.output<Schema>, result: T, user: CompanyUser) => Record<string, string | number | boolean | null>;
  /** The outcome shown after success (Activated, Deactivated, Updated, Deleted, Created). */
  outcome: (value: z.output<Schema>, result: T) => AdminOutcome;
  /** Where success goes instead of the result dialog (Login as user). */
  redirectTo?: (value: z.output<Schema>, result: T) => Response;
}

/**
 * The action of a per-user dialog. Every per-user action passes here, so the company check cannot
 * be skipped: the user is read and must belong to the company in the URL (404, nothing sent, when
 * not); then server-side validation, the idempotent upstream call, a failure that keeps every field
 * (submitDialog), an audit line for the attempt, and the result.
 */
export async function runUserAction<Schema extends z.ZodType, T>(request: Request, options: UserActionOptions<Schema, T>) {
  const { target } = options;
  // A validate intent (060) only validates: before the user is read, any refusal or audit line.
  const validation = validationOnly(options.form, options.schema);
  if (validation) return validation;
  let user: CompanyUser;
  try {
    user = await userOfCompany(target, request.signal);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    // The user could not be read: nothing is sent, and the form comes back as it was posted.
    return failedReply(parseWithZod(options.form, { schema: options.schema }));
  }
  const refusal = options.precondition?.(user);
  if (refusal) return refusal;
  const actor = { actor: target.auth.user.userId, actorRole: target.auth.user.cpContactProfile, targetUser: target.userId, account: target.companyId };
  let called = false;
  const outcome = await submitDialog({
    ...options,
    auth: target.auth,
    form: options.form,
    // The value travels with the result, so a replayed form (same idempotency key) gets both.
    send: async (value: z.output<Schema>) => {
      called = true;
      try {
        return { value, result: await options.send(value, user) };
      } catch (error) {
        if (isUpstreamError(error)) {
          audit({ ...actor, action: options.auditAction, outcome: "failed", detail: { kind: error.kind, status: error.status ?? null } });
        }
        throw error;
      }
    },
  });
  if (!outcome.ok) return outcome.response;
  const { value, result } = outcome.value;
  // One line per change: a replay of the same form changed nothing.
  if (called) audit({ ...actor, action: options.auditAction, outcome: "ok", detail: options.detail?.(value, result, user) });
  if (options.redirectTo) return options.redirectTo(value, result);
  return resultRedirect(request, target.auth, target.selfPath, options.outcome(value, result));
}

export { readForm };
