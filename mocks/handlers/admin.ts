/**
 * Admin calls of the embedded upstream (spec document 3 section 7, "Admin"; docs/upstream-api.md,
 * "Admin"): company users, add, edit, status, delete, reset password, restricted assets, bulk CSV,
 * login-as and the reports. Every call needs an admin's token; the reports a SUPER_ADMIN's.
 */
import { parse } from "csv-parse/sync";
import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from "msw";
import type { UserStatus } from "../data/users";
import { sendMail } from "../outbox";
import { db, type UserState } from "../store";
import { authed, identity, refuseTokensIssuedUntilNow } from "./auth-context";
import { fail, intParam, notFound, ok, paginate, readJson, str } from "./http-utils";

const ADMIN = new Set(["Admin", "SUPER_ADMIN"]);
const STATUSES: readonly UserStatus[] = ["ACTIVE", "DEACTIVATED", "PENDING", "VERIFIED", "APPROVED", "PENDING_EMAIL_CHANGE", "DELETED"];
const SIGN_IN: readonly UserStatus[] = ["ACTIVE", "VERIFIED", "APPROVED", "PENDING_EMAIL_CHANGE"];
const EMAIL = /^[^\s@,;"]+@[^\s@.,;"]+(\.[^\s@.,;"]+)+$/;
const FIELDS = ["salutation", "firstName", "lastName", "mobilePhone", "designation", "cpContactProfile"] as const;

type Resolver = Parameters<typeof authed>[0];

function adminOnly(resolver: Resolver, roles: ReadonlySet<string> = ADMIN): HttpResponseResolver<PathParams, DefaultBodyType> {
  return authed((info) => (roles.has(info.user.cpContactProfile) ? resolver(info) : fail(403, "Forbidden")));
}

export function companyUserView(u: UserState) {
  return {
    userId: u.userId,
    email: u.email,
    salutation: u.salutation,
    firstName: u.firstName,
    lastName: u.lastName,
    designation: u.designation,
    mobilePhone: u.mobilePhone,
    accountId: u.accountId,
    cpContactProfile: u.cpContactProfile,
    status: u.status,
    restrictedAssetIds: db.restrictedAssets[u.userId] ?? [],
  };
}

function customerOf(id: unknown): UserState | undefined {
  return db.users.find((u) => u.userId === id && !ADMIN.has(u.cpContactProfile));
}

let nextUserNumber = 7001;

function newUser(accountId: string, fields: Record<string, string>, email: string): UserState {
  const company = db.companies.find((c) => c.id === accountId);
  const user: UserState = {
    userId: `U-${nextUserNumber++}`,
    email: email.toLowerCase(),
    salutation: fields.salutation ?? "",
    firstName: fields.firstName ?? "",
    middleName: null,
    lastName: fields.lastName ?? "",
    designation: fields.designation ?? "",
    department: "",
    mobilePhone: fields.mobilePhone ?? "",
    icc: "INDIA- +91",
    state: "",
    city: "",
    accountId,
    accountName: company?.name ?? "",
    cpContactProfile: fields.cpContactProfile || "Customer User",
    isOcTeamMember: false,
    profilePic: "NA",
    feedbackDate: null,
    isShowGuidedScreen: true,
    isIntro1Complete: false,
    isIntro2Complete: false,
    isIntro3Complete: false,
    tcaUser: null,
    // Registered, e-mail verification pending until the user confirms.
    status: "PENDING",
    tokensValidAfter: 0,
  };
  db.users.push(user);
  sendMail({ to: user.email, subject: "Verify your e-mail address", text: "An administrator registered you on the Thermax Customer Portal. Verify your e-mail address to sign in." });
  return user;
}

function csvStream(rows: (string | number | null)[][]): ReadableStream<Uint8Array> {
  const cell = (v: string | number | null) => {
    const s = v === null ? "" : String(v);
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const encoder = new TextEncoder();
  let i = 0;
  // Line by line, as a real report endpoint streams a large export.
  return new ReadableStream({
    pull(controller) {
      if (i >= rows.length) return controller.close();
      controller.enqueue(encoder.encode(`${rows[i++].map(cell).join(",")}\r\n`));
    },
  });
}

const REPORTS: Record<string, () => (string | number | null)[][]> = {
  orders: () => [
    ["orderNumber", "accountId", "type", "status", "dateOrdered", "assetName"],
    ...db.orders.map((o) => [o.erpOrderNumber, o.accountId, o.type, o.erpStatus, o.dateOrdered, o.assetName]),
  ],
  feedback: () => [["id", "userId", "rating", "type", "createdDate"], ...db.feedback.map((f) => [f.id, f.userId, f.rating ?? "", f.type ?? "GENERAL", f.createdAt.slice(0, 10)])],
  "email-tracking": () => [
    ["template", "subject", "lastSentAt"],
    ...db.emailTemplates.map((t) => [t.name, t.subject, t.lastSentAt]),
  ],
};

async function bulkFile(request: Request): Promise<string | null> {
  try {
    const form = await request.formData();
    const file = form.get("file");
    return file instanceof File ? await file.text() : null;
  } catch {
    return null;
  }
}

export const adminHandlers = [
  http.get(
    "*/api/userapi/api/um/users/companyUsers/:companyId",
    adminOnly(({ params, url }) => {
      const companyId = String(params.companyId);
      if (!db.companies.some((c) => c.id === companyId)) return notFound("Company not found");
      const username = (url.searchParams.get("username") ?? "").trim().toLowerCase();
      const matched = db.users
        .filter((u) => u.accountId === companyId && !ADMIN.has(u.cpContactProfile))
        .filter((u) => !username || `${u.firstName} ${u.lastName}`.toLowerCase().includes(username) || u.email.includes(username))
        .sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`));
      const page = paginate(matched, intParam(url, ["page"], 0), intParam(url, ["size"], 10));
      return ok({ users: page.items.map(companyUserView), totalElements: page.totalElements, totalPages: page.totalPages });
    }),
  ),

  http.get(
    "*/api/accountapi/accounts",
    adminOnly(({ url }) => {
      const id = url.searchParams.get("companyAccountId") ?? "";
      const company = db.companies.find((c) => c.id === id);
      if (!company) return notFound("Account not found");
      const assets = db.assets.filter((a) => a.accountId === id).map((a) => ({ id: a.id, name: a.name, thermaxName: a.thermaxName }));
      return ok({ accountId: company.id, accountName: company.name, assets });
    }),
  ),

  http.get(
    "*/api/userapi/api/um/checkEmail",
    adminOnly(({ url }) => {
      const email = (url.searchParams.get("email") ?? "").trim().toLowerCase();
      if (!email) return fail(400, "email is required");
      return db.users.some((u) => u.email === email) ? ok({ exists: true }, "user already exists", 201) : fail(404, "user not found");
    }),
  ),

  http.post(
    "*/api/userapi/api/um/users",
    adminOnly(async ({ request }) => {
      const body = await readJson(request);
      const email = (str(body.email) ?? "").trim().toLowerCase();
      const accountId = str(body.accountId) ?? "";
      if (!EMAIL.test(email)) return fail(400, "A valid email is required");
      if (!db.companies.some((c) => c.id === accountId)) return fail(400, "Unknown accountId");
      if (db.users.some((u) => u.email === email)) return fail(400, "user already exists");
      const fields: Record<string, string> = {};
      for (const key of FIELDS) fields[key] = (str(body[key]) ?? "").trim();
      return ok(companyUserView(newUser(accountId, fields, email)), "User created", 201);
    }),
  ),

  http.get(
    "*/api/userapi/api/um/users/:id",
    adminOnly(({ params }) => {
      const user = customerOf(params.id);
      return user ? ok(companyUserView(user)) : notFound("user not found");
    }),
  ),

  http.put(
    "*/api/userapi/api/um/users/:id",
    adminOnly(async ({ params, request }) => {
      const user = customerOf(params.id);
      if (!user || user.status === "DELETED") return notFound("user not found");
      const body = await readJson(request);
      if (body.status !== undefined) {
        const status = str(body.status) as UserStatus | undefined;
        if (!status || !STATUSES.includes(status) || status === "DELETED") return fail(400, "Invalid status");
        user.status = status;
        // A deactivated user's sessions end: tokens issued before now are refused.
        if (status === "DEACTIVATED") {
          refuseTokensIssuedUntilNow(user);
          await identity().revokeUserGrants(user.userId);
        }
        return ok(companyUserView(user), "Status updated");
      }
      for (const key of FIELDS) {
        const value = body[key];
        if (value === undefined) continue;
        if (typeof value !== "string") return fail(400, `${key} must be a string`);
        user[key] = value.trim();
      }
      return ok(companyUserView(user), "User updated");
    }),
  ),

  http.delete(
    "*/api/userapi/api/um/users/:id",
    adminOnly(async ({ params }) => {
      const user = customerOf(params.id);
      if (!user || user.status === "DELETED") return notFound("user not found");
      user.status = "DELETED";
      refuseTokensIssuedUntilNow(user);
      await identity().revokeUserGrants(user.userId);
      return ok({ userId: user.userId }, "User deleted");
    }),
  ),

  http.put(
    "*/api/userapi/api/um/forgotPwd",
    adminOnly(async ({ request }) => {
      const email = (str((await readJson(request)).email) ?? "").trim().toLowerCase();
      const user = db.users.find((u) => u.email === email);
      if (!user || user.status === "DELETED") return notFound("user not found");
      if (user.status === "PENDING") {
        sendMail({ to: user.email, subject: "Verify your e-mail address", text: "Please verify your e-mail address to finish your registration." });
        return ok({ message: "User is registered, re-verification mail sent !!" });
      }
      sendMail({ to: user.email, subject: "Reset your password", text: "An administrator asked for a password reset for your account." });
      return ok({ message: "Password reset mail sent" });
    }),
  ),

  http.post(
    "*/api/userapi/api/um/restrictAssetsForAccountUser/:accountId/:userId",
    adminOnly(async ({ params, request }) => {
      const user = customerOf(params.userId);
      if (!user || user.accountId !== params.accountId) return notFound("user not found");
      const ids = (await readJson(request)).restrictedAssetIds;
      if (!Array.isArray(ids) || ids.some((x) => typeof x !== "string")) return fail(400, "restrictedAssetIds must be a list of asset ids");
      const own = new Set(db.assets.filter((a) => a.accountId === user.accountId).map((a) => a.id));
      if (ids.some((x) => !own.has(x as string))) return fail(400, "An asset is not in this account");
      db.restrictedAssets[user.userId] = [...new Set(ids as string[])];
      return ok({ restrictedAssetIds: db.restrictedAssets[user.userId] });
    }),
  ),

  http.post(
    "*/api/userapi/api/um/users/:mode",
    adminOnly(async ({ params, request, url }) => {
      const mode = params.mode;
      if (mode !== "uploadCSV" && mode !== "updateCSV") return fail(404, "Not Found");
      const accountId = url.searchParams.get("accountId") ?? "";
      if (!db.companies.some((c) => c.id === accountId)) return fail(400, "Unknown accountId");
      const text = await bulkFile(request);
      if (text === null) return fail(400, "file is required");
      let records: Record<string, string>[];
      try {
        records = parse(text, { columns: true, bom: true, skip_empty_lines: true, trim: true, relax_column_count: true });
      } catch {
        return fail(500, "Bulk upload failed");
      }
      const createdRecords: { row: number; email: string; userId: string }[] = [];
      const failedRecords: { row: number; email: string; reason: string }[] = [];
      records.forEach((r, i) => {
        const row = i + 2;
        const email = (r.email ?? "").toLowerCase();
        if (!EMAIL.test(email)) return void failedRecords.push({ row, email, reason: "Invalid email" });
        const existing = db.users.find((u) => u.email === email);
        if (mode === "uploadCSV") {
          if (existing) return void failedRecords.push({ row, email, reason: "user already exists" });
          createdRecords.push({ row, email, userId: newUser(accountId, r, email).userId });
        } else {
          if (!existing || existing.accountId !== accountId || existing.status === "DELETED") return void failedRecords.push({ row, email, reason: "user not found" });
          for (const key of FIELDS) if (r[key]) existing[key] = r[key];
          createdRecords.push({ row, email, userId: existing.userId });
        }
      });
      return ok({ createdRecords, failedRecords });
    }),
  ),

  http.post(
    "*/api/userapi/api/um/auth/login-as",
    adminOnly(async ({ request }) => {
      const user = customerOf(str((await readJson(request)).userId));
      if (!user) return notFound("user not found");
      if (!SIGN_IN.includes(user.status) || user.cpContactProfile === "BUYER") return fail(400, "This user cannot sign in");
      const issued = await identity().issueTokensFor(user.userId);
      if (!issued) return fail(500, "Could not issue tokens");
      const expiresAt = Date.now() + issued.expiresIn * 1000;
      return ok({ token: issued.accessToken, refreshToken: issued.refreshToken, tokenExpiration: new Date(expiresAt).toISOString(), tokenExpirationInMillis: expiresAt });
    }),
  ),

  http.post(
    "*/api/userapi/api/um/auth/login-as/end",
    adminOnly(async ({ request }) => {
      const body = await readJson(request);
      const ended = await identity().endLoginAs?.(str(body.userId) ?? "", str(body.refreshToken) ?? "");
      if (!ended) return notFound("login-as grant not found");
      return ok({ ended: true });
    }),
  ),

  http.get(
    "*/api/reportapi/email-track/templates",
    adminOnly(() => ok(db.emailTemplates), new Set(["SUPER_ADMIN"])),
  ),

  http.post(
    "*/api/reportapi/:report/csv",
    adminOnly(({ params }) => {
      const report = REPORTS[String(params.report)];
      if (!report) return notFound("Unknown report");
      return new HttpResponse(csvStream(report()), {
        status: 200,
        headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${String(params.report)}.csv"` },
      });
    }, new Set(["SUPER_ADMIN"])),
  ),
];
