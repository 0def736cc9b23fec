import { z } from "zod";
import { id, pageOf } from "./shapes";
import type { SessionTokens } from "~/upstream/tokens";
import { callUpstream, type TokenSource } from "./client.server";

/**
 * Admin calls (spec document 3 section 7, "Admin"; shapes in docs/upstream-api.md, "Admin").
 * Every call carries the admin's own token; the upstream checks the profile as well.
 */

const text = z.string().nullish().transform((v) => v ?? "");

const companyUser = z.object({
  userId: id,
  email: z.string(),
  salutation: text,
  firstName: text,
  lastName: text,
  designation: text,
  mobilePhone: text,
  accountId: id,
  cpContactProfile: z.string(),
  status: z.string(),
  restrictedAssetIds: z.array(id).nullish().transform((v) => v ?? []),
});
export type CompanyUser = z.infer<typeof companyUser>;

const userPage = pageOf("users", companyUser);
export type CompanyUserPage = z.infer<typeof userPage>;

/** GET users/companyUsers/{companyId} (page zero-based, size, username search). */
export function listCompanyUsers(tokens: TokenSource, companyId: string, opts: { page: number; size: number; username?: string; signal?: AbortSignal }) {
  return callUpstream(
    `/userapi/api/um/users/companyUsers/${encodeURIComponent(companyId)}`,
    { query: { page: opts.page, size: opts.size, username: opts.username, accountId: companyId }, schema: userPage, signal: opts.signal },
    tokens,
  );
}

/** One user of a company (the dialogs' header and current values). */
export function getCompanyUser(tokens: TokenSource, userId: string, signal?: AbortSignal) {
  return callUpstream(`/userapi/api/um/users/${encodeURIComponent(userId)}`, { schema: companyUser, signal }, tokens);
}

const account = z.object({
  accountId: id,
  accountName: z.string(),
  assets: z.array(z.object({ id, name: z.string().nullish().transform((v) => v ?? null), thermaxName: text })),
});
export type CompanyAccount = z.infer<typeof account>;

/** GET accountapi/accounts?companyAccountId=: the company's name and its assets (the restriction checklist). */
export function getCompanyAccount(tokens: TokenSource, companyId: string, signal?: AbortSignal) {
  return callUpstream("/accountapi/accounts", { query: { companyAccountId: companyId }, schema: account, signal }, tokens);
}

/**
 * GET checkEmail: true when the address is registered (201 'user already exists'), false when the
 * upstream answers 404 'user not found'. Other failures throw.
 */
export async function emailExists(tokens: TokenSource, email: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await callUpstream("/userapi/api/um/checkEmail", { query: { email }, schema: z.object({ exists: z.boolean() }), signal }, tokens).catch(
    (error: unknown) => {
      if (error && typeof error === "object" && "status" in error && (error as { status?: number }).status === 404) return { exists: false };
      throw error;
    },
  );
  return answer.exists;
}

export interface UserFields {
  salutation: string;
  firstName: string;
  lastName: string;
  mobilePhone: string;
  designation: string;
  cpContactProfile: string;
}

/** POST users: a new user of the company (status PENDING until the e-mail is verified). */
export function addUser(tokens: TokenSource, accountId: string, fields: UserFields & { email: string }) {
  return callUpstream("/userapi/api/um/users", { method: "POST", body: { ...fields, accountId }, schema: companyUser }, tokens);
}

/** PUT users/{id}: profile fields. */
export function editUser(tokens: TokenSource, userId: string, fields: UserFields) {
  return callUpstream(`/userapi/api/um/users/${encodeURIComponent(userId)}`, { method: "PUT", body: fields, schema: companyUser }, tokens);
}

/** PUT users/{id} with `status` (customer status updates use status). */
export function setUserStatus(tokens: TokenSource, userId: string, status: string) {
  return callUpstream(`/userapi/api/um/users/${encodeURIComponent(userId)}`, { method: "PUT", body: { status }, schema: companyUser }, tokens);
}

/** DELETE users/{id}. */
export function deleteUser(tokens: TokenSource, userId: string) {
  return callUpstream(`/userapi/api/um/users/${encodeURIComponent(userId)}`, { method: "DELETE", schema: z.unknown() }, tokens);
}

/** PUT forgotPwd: a reset mail, or for an unverified user the verification again; the answer says which. */
export function resetPassword(tokens: TokenSource, email: string) {
  return callUpstream("/userapi/api/um/forgotPwd", { method: "PUT", body: { email }, schema: z.object({ message: z.string() }) }, tokens);
}

/** POST restrictAssetsForAccountUser/{accountId}/{userId} {restrictedAssetIds}. */
export function restrictAssets(tokens: TokenSource, accountId: string, userId: string, restrictedAssetIds: string[]) {
  return callUpstream(
    `/userapi/api/um/restrictAssetsForAccountUser/${encodeURIComponent(accountId)}/${encodeURIComponent(userId)}`,
    { method: "POST", body: { restrictedAssetIds }, schema: z.object({ restrictedAssetIds: z.array(id) }) },
    tokens,
  );
}

const bulkResult = z.object({
  createdRecords: z.array(z.object({ row: z.number().int(), email: z.string(), userId: id.nullish() })),
  failedRecords: z.array(z.object({ row: z.number().int(), email: z.string(), reason: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResult>;

/** POST uploadCSV (create) or updateCSV (update): multipart `file`; created and failed records. */
export function uploadUsersCsv(tokens: TokenSource, accountId: string, mode: "create" | "update", csv: string) {
  const form = new FormData();
  form.set("file", new File([csv], "users.csv", { type: "text/csv" }));
  return callUpstream(
    `/userapi/api/um/users/${mode === "create" ? "uploadCSV" : "updateCSV"}`,
    { method: "POST", query: { accountId }, body: form, schema: bulkResult },
    tokens,
  );
}

const issued = z.object({
  token: z.string().min(1),
  refreshToken: z.string().min(1),
  tokenExpiration: z.string().nullish(),
  tokenExpirationInMillis: z.number().nullish(),
});

/** Super-admin login-as: the customer's tokens, issued to the admin's token. */
export async function loginAsUser(tokens: TokenSource, userId: string): Promise<SessionTokens> {
  const data = await callUpstream("/userapi/api/um/auth/login-as", { method: "POST", body: { userId }, schema: issued }, tokens);
  const expiresAt = data.tokenExpirationInMillis ?? (data.tokenExpiration ? Date.parse(data.tokenExpiration) : Date.now() + 15 * 60 * 1000);
  return { accessToken: data.token, refreshToken: data.refreshToken, expiresAt };
}

/**
 * The end of a login-as (docs/decisions/063): the upstream revokes the grant behind the refresh
 * token it issued for `userId`, so none of its tokens refreshes again. Only that grant: the
 * customer's own sign-ins go on. The admin's token.
 */
export async function endLoginAs(tokens: TokenSource, userId: string, refreshToken: string): Promise<void> {
  await callUpstream("/userapi/api/um/auth/login-as/end", { method: "POST", body: { userId, refreshToken }, schema: z.unknown() }, tokens);
}

const template = z.object({ id, name: z.string(), subject: z.string(), body: text, lastSentAt: z.string().nullish() });
export type EmailTemplate = z.infer<typeof template>;

/** GET email-track templates. */
export function listEmailTemplates(tokens: TokenSource, signal?: AbortSignal) {
  return callUpstream("/reportapi/email-track/templates", { schema: z.array(template), signal }, tokens);
}
