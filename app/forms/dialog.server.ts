import type { SubmissionResult } from "@conform-to/react";
import type { DialogActionData } from "~/ui/dialog/dialog-data";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import type { z } from "zod";
import type { RequestContext } from "~/context";
import type { Auth } from "~/session/guard.server";
import type { LimitCheck } from "~/security/rate-limit.server";
import { flashToast } from "~/session/toast.server";
import { readResult, resultCookie } from "~/session/result-flash.server";
import { refererPath, safeReturnPath } from "~/domain/return-path";
import { forgetUser } from "~/session/user-cache.server";
import { formSubmissions, isIdempotencyKey, isSubmitStillRunning, newIdempotencyKey } from "~/upload/idempotency.server";
import { isSharedStateUnavailable } from "~/state/shared-state.server";
import { isUpstreamError, type UpstreamError } from "~/upstream/errors";
import { validationOnly } from "./validate-intent.server";

/** The data a dialog action answers with (its type lives apart, so components can name it). */
export type { DialogActionData };

/**
 * The server steps every route dialog shares (docs/decisions/014-dialog-actions.md), so a dialog
 * route is wiring: schema, upstream call, view.
 *
 * - where Close goes and where the form posts (`dialogPlaces`);
 * - what the loader renders for the form (`dialogFormBase`: places, idempotency key, internal);
 * - the refusal for users who may look but not submit (`refuseInternal`);
 * - one effect per rendered form (`submitOnce`);
 * - an upstream failure that keeps every field (`failedReply`);
 * - POST, redirect, GET to the result (`resultRedirect`, read back by `dialogResult`);
 * - all of it in one call for a plain form (`submitDialog`).
 */

/** The spec's failure text for dialogs (document 3 section 8). */
export const SOMETHING_WENT_WRONG = "Something went wrong, please try again.";

/** The form's idempotency key when it has a valid one. */
function postedKey(form: FormData | null | undefined): string | undefined {
  const key = form?.get("idempotencyKey");
  return isIdempotencyKey(key) ? key : undefined;
}

export interface DialogPlaces {
  /** Where Close and Escape go. */
  closeTo: string;
  /** Where the form posts: the dialog's own path, carrying `closeTo` through every round trip. */
  action: string;
}

const RESULT_PARAM = "done";
const RETURN_PARAM = "returnTo";

/**
 * Where a dialog sits. A dialog that belongs to a page (Request Document to its asset page, an
 * order's feedback to the order) names that page as `fallback`: where Close goes when neither
 * `returnTo` nor a same-site Referer says where the dialog was opened from (a bookmark, a new tab).
 */
export interface DialogPlacement {
  fallback?: string;
  /** The dialog's whole URL space (a drawer's tabs): never a place to close to. */
  within?: string;
}

/**
 * Close goes back where the dialog was opened from: a safe `returnTo`, else the same-site Referer
 * (a quick action needs no parameter), else the placement's page, else home. Never the dialog
 * itself or the sign-in page.
 */
export function dialogPlaces(request: Request, selfPath: string, { fallback = "/", within = selfPath }: DialogPlacement = {}): DialogPlaces {
  const url = new URL(request.url);
  const usable = (path: string | null) => (path && !path.startsWith(within) && !path.startsWith("/login") ? path : null);
  const closeTo = usable(safeReturnPath(url.searchParams.get(RETURN_PARAM))) ?? usable(refererPath(request)) ?? usable(safeReturnPath(fallback)) ?? "/";
  return { closeTo, action: `${selfPath}?returnTo=${encodeURIComponent(closeTo)}` };
}

/**
 * The page a nested dialog sits on (`/order/7` for `/order/7/feedback`), with the query the dialog
 * carried for it (Back, filters, page) and without the dialog's own parameters: the fallback
 * Close target of a nested dialog.
 */
export function parentPage(request: Request, parentPath: string): string {
  const params = new URL(request.url).searchParams;
  for (const own of ["returnTo", RESULT_PARAM]) params.delete(own);
  const search = params.toString();
  return `${parentPath}${search ? `?${search}` : ""}`;
}

/** What every dialog loader hands its form. */
export function dialogFormBase(request: Request, auth: Auth, selfPath: string, places?: DialogPlacement) {
  return { ...dialogPlaces(request, selfPath, places), idempotencyKey: newIdempotencyKey(), internal: auth.internal };
}

/** A form-level error answer (the message shows at the top of the form, every field kept). */
export function formRefusal(message: string, status: number, result?: SubmissionResult<string[]>) {
  return data<DialogActionData>({ result: { ...result, status: "error", error: { ...result?.error, "": [message] } } }, { status });
}

/** Staff, impersonating admins and the restricted profile may look, never submit: 403. */
export function refuseInternal(auth: Auth, message: string) {
  return auth.internal ? formRefusal(message, 403) : null;
}

/**
 * True when this form's key already made its record (a retry, a double submit): a request refused
 * as a second one (a renewal, decision 078; a reschedule, issue 52 §3) lets its own form's retry through.
 */
export async function madeByThisForm(auth: Auth, key: FormDataEntryValue | null): Promise<boolean> {
  const notMade = new Error("nothing made by this form");
  try {
    await submitOnce(auth, key, () => Promise.reject(notMade));
    return true;
  } catch (error) {
    if (error === notMade) return false;
    throw error;
  }
}

/**
 * Runs the upstream call once per rendered form: a second POST with the same key (double click,
 * browser retry, two tabs) gets the first call's result instead of a second record.
 */
export async function submitOnce<T>(auth: Auth, key: unknown, send: () => Promise<T>): Promise<T> {
  if (!isIdempotencyKey(key)) return send();
  return (await formSubmissions.once(auth.user.userId, key, send)).value;
}

/** Said when a submit cannot be made safe against duplicates right now (shared state down). */
export const NOT_NOW = "We cannot send this right now. Please try again in a moment.";

/**
 * What a failed submit answers, or null for an error that is a bug (rethrow it): the upstream
 * failed (502, the spec's message), or the submit could not be made once-only right now (503):
 * the shared state store is down, or the same form's first post is still running after a claim's
 * whole lifetime.
 */
export function submitFailure(error: unknown): { message: string; status: 502 | 503 } | null {
  if (isUpstreamError(error)) return { message: SOMETHING_WENT_WRONG, status: 502 };
  if (isSharedStateUnavailable(error) || isSubmitStillRunning(error)) return { message: NOT_NOW, status: 503 };
  return null;
}

/**
 * Where the spec shows a form's failure as a toast, not under 'Error!' (feedback and enquiries,
 * document 1 section 8; add asset, reschedule and AMC renewal, document 3): the request to flash
 * it on (docs/decisions/059-toasts.md).
 */
export interface ToastTarget {
  request: Request;
  context: RequestContext;
}

/** The failure's message: flashed as a red toast for a form that has one, else for 'Error!'. */
function failureShown(message: string, toast: ToastTarget | undefined): { failed?: string } {
  if (!toast) return { failed: message };
  flashToast(toast.request, toast.context, message, { tone: "error" });
  return {};
}

/** The submit failed: every field kept and the message under 'Error!' or as a toast (502, or 503 for NOT_NOW). */
export function failedReply<Extra extends object>(
  submission: { reply: (options?: { fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]> },
  message: string = SOMETHING_WENT_WRONG,
  extra?: Extra,
  status: 502 | 503 = 502,
  toast?: ToastTarget,
) {
  return data({ result: submission.reply(), ...failureShown(message, toast), ...extra } as DialogActionData & Extra, { status });
}

/**
 * The write went through but a follow-up read failed (an AMC renewal's ticket numbers): 502 with the
 * message under 'Error!'. The form's idempotency key still holds the write, so sending the form
 * again repeats only the read.
 */
export function failedAnswer(message: string = SOMETHING_WENT_WRONG, form?: FormData, toast?: ToastTarget) {
  return data<DialogActionData>({ result: { status: "error" }, ...failureShown(message, toast), idempotencyKey: postedKey(form) }, { status: 502 });
}

/**
 * After success: redirect (303) to the dialog's own path with the result named in the query, so
 * the loader renders the result dialog and a reload never re-posts. What the result dialog shows
 * travels in the user's result cookie (session/result-flash.server.ts), not in the URL: a URL
 * made by hand shows the form.
 */
export async function resultRedirect(
  request: Request,
  auth: Pick<Auth, "user">,
  selfPath: string,
  value: string,
  details: Record<string, string> = {},
  places?: DialogPlacement,
) {
  const { closeTo } = dialogPlaces(request, selfPath, places);
  const query = new URLSearchParams({ [RESULT_PARAM]: value, [RETURN_PARAM]: closeTo });
  const cookie = await resultCookie(auth.user.userId, { path: selfPath, value, details });
  return redirect(`${selfPath}?${query}`, { status: 303, headers: { "Set-Cookie": cookie } });
}

/**
 * After a success the spec shows with no dialog of its own (a team invite, an order's feedback):
 * back (303) to where the dialog was opened from, with the toast (docs/decisions/059, 068). With
 * JavaScript the dialog over that page closes and the page shows the toast; without it, the page.
 */
export function closeWithToast(request: Request, context: RequestContext, closeTo: string, text: string) {
  flashToast(request, context, text);
  return redirect(closeTo, 303);
}

/**
 * The result a loader shows after `resultRedirect`: the value the URL names, when it matches the
 * expected shape and this user's result cookie holds it for this page; with its details.
 */
export async function dialogResultWithDetails(request: Request, auth: Pick<Auth, "user">, pattern: RegExp): Promise<{ value: string; details: Record<string, string> } | null> {
  const url = new URL(request.url);
  const value = url.searchParams.get(RESULT_PARAM);
  if (value === null || !pattern.test(value)) return null;
  const kept = await readResult(request, auth.user.userId, url.pathname);
  return kept && kept.value === value ? { value, details: kept.details } : null;
}

/** The result a loader shows after `resultRedirect` (see `dialogResultWithDetails`). */
export async function dialogResult(request: Request, auth: Pick<Auth, "user">, pattern: RegExp): Promise<string | null> {
  return (await dialogResultWithDetails(request, auth, pattern))?.value ?? null;
}

/** Ticket numbers and case numbers the upstream returns (TCK-100200, CASE-42). */
export const TICKET_NUMBER = /^[A-Z]{2,8}-\d{1,12}$/;
/** Several ticket numbers, comma-joined (an AMC renewal can open more than one). */
export const TICKET_NUMBERS = /^[A-Z]{2,8}-\d{1,12}(,[A-Z]{2,8}-\d{1,12}){0,19}$/;

export interface SubmitDialogOptions<Schema extends z.ZodType, T> {
  auth: Auth;
  form: FormData;
  schema: Schema;
  /** The 403 message for users who may look but not submit; omit when everyone may submit. */
  refused?: string;
  /** The 403 message for an admin acting as the customer, for writes only internal users may make (their own data). */
  actingRefused?: string;
  send: (value: z.output<Schema>) => Promise<T>;
  /**
   * Maps an upstream failure to field errors or a message the user should see (a 400 with the
   * server's text, a duplicate serial number). Return nothing for the generic failure.
   */
  onUpstreamError?: (error: UpstreamError) => { fieldErrors?: Record<string, string[]>; message?: string } | void;
  /** The call changes the user's counts (a new ticket): forget the per-user cache. */
  changesCounts?: boolean;
  /** What the view needs besides the result (its options), sent with every answer that is not a redirect. */
  extra?: object;
  /** The spec shows this form's failure as a toast: the request to flash it on. */
  toast?: ToastTarget;
  /**
   * A rate limit a valid submit counts against before the upstream is asked (the invite's,
   * docs/decisions/062): past it 429 with Retry-After and `message` on top, every field kept.
   */
  limit?: { take: () => Promise<LimitCheck>; message: (retryAfterS: number) => string };
}

export type SubmitDialogOutcome<T> = { ok: true; value: T } | { ok: false; response: ReturnType<typeof formRefusal> };

/**
 * The whole submit of a plain dialog form: internal (or acting) refusal, server-side zod validation (400 with
 * the spec's messages), the idempotent upstream call, and a failure that keeps every field (502).
 */
export async function submitDialog<Schema extends z.ZodType, T>(options: SubmitDialogOptions<Schema, T>): Promise<SubmitDialogOutcome<T>> {
  const { auth, form, schema, extra } = options;
  // A validate intent (validation while typing, 060) only validates: before any refusal or effect.
  const validation = validationOnly(form, schema);
  if (validation) return { ok: false, response: validation };
  const submission = parseWithZod(form, { schema });
  const idempotencyKey = postedKey(form);
  // Refused users keep what they typed (the form comes back with the refusal on top).
  const refusal = (options.refused && auth.internal ? options.refused : null) ?? (options.actingRefused && auth.acting ? options.actingRefused : null);
  if (refusal) {
    return { ok: false, response: data<DialogActionData>({ result: submission.reply({ formErrors: [refusal] }), idempotencyKey, ...extra }, { status: 403 }) };
  }
  if (submission.status !== "success") {
    return { ok: false, response: data<DialogActionData>({ result: submission.reply(), idempotencyKey, ...extra }, { status: 400 }) };
  }
  const limited = options.limit ? await options.limit.take() : null;
  if (limited?.limited) {
    const result = submission.reply({ formErrors: [options.limit!.message(limited.retryAfterS)] });
    return { ok: false, response: data<DialogActionData>({ result, idempotencyKey, ...extra }, { status: 429, headers: { "Retry-After": String(limited.retryAfterS) } }) };
  }
  try {
    const value = await submitOnce(auth, form.get("idempotencyKey"), () => options.send(submission.value));
    if (options.changesCounts) await forgetUser(auth.user.userId);
    return { ok: true, value };
  } catch (error) {
    const failure = submitFailure(error);
    if (!failure) throw error;
    const mapped = isUpstreamError(error) ? options.onUpstreamError?.(error) : undefined;
    if (mapped?.fieldErrors) {
      return { ok: false, response: data<DialogActionData>({ result: submission.reply({ fieldErrors: mapped.fieldErrors }), idempotencyKey, ...extra }, { status: 400 }) };
    }
    return { ok: false, response: failedReply(submission, mapped?.message ?? failure.message, { idempotencyKey, ...extra }, failure.status, options.toast) };
  }
}

/** `onUpstreamError` for calls whose 400 carries a message for the user (the callback's). */
export function upstreamMessageOn400(error: UpstreamError): { message: string } | void {
  if (error.kind === "http" && error.status === 400 && error.upstreamMessage) return { message: error.upstreamMessage };
}
