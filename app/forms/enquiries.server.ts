import { data, redirect } from "@remix-run/node";
import { ENQUIRY_DOCUMENT_ID, ENQUIRY_ID, ENQUIRY_LIST_PATH, enquiryHref } from "~/domain/enquiries";
import type { Auth } from "~/session/guard.server";
import { resultCookie } from "~/session/result-flash.server";
import { safeReturnPath } from "~/domain/return-path";
import { parseUpload } from "~/upload/multipart.server";
import { ENQUIRY_DOCUMENT_UPLOAD_RULES } from "~/upload/rules";
import { isUpstreamError } from "~/upstream/errors";
import { deleteEnquiryDocument, enquiryDetails, findEnquiryByTicket, listEnquiryDocuments, uploadEnquiryDocuments, type EnquiryDocument } from "~/upstream/enquiries.server";
import { enquiryDocumentDeleteRefusal } from "~/domain/enquiries";
import { dealerListParams } from "~/domain/roles";
import { dialogResultWithDetails, formRefusal, submitFailure, submitOnce, type DialogActionData } from "./dialog.server";
import { readForm } from "./read.server";

/**
 * Enquiries (docs/decisions/048): the link a quote's success dialog gives to its enquiry, and the
 * steps the enquiry page (documents list, upload) and its delete confirmation share. Uploads follow the complaint's rules and run once per rendered form
 * (submitOnce); a result (documents attached, one deleted) travels in the user's sealed result
 * cookie, never in the URL (decision 047); staff, acting admins and the profile at index 4 may look
 * but not attach or delete (403 before the body is read).
 */
export const ENQUIRY_WRITE_REFUSED = "Staff, administrators acting as a customer and this profile cannot attach or delete documents.";
export const ENQUIRY_WRITE_NOTE = "Staff, administrators acting as a customer and this profile can view this enquiry but cannot attach or delete documents.";
export const NO_FILE_CHOSEN = "Choose at least one file to attach.";

const NOT_FOUND = "Enquiry not found";
const RESULT = /^(uploaded|deleted)$/;

/**
 * Where a request's success dialog leads to follow it: the enquiry the ticket belongs to, found
 * by the ticket number, or the enquiry list while the upstream has not listed it yet (the spec
 * gives 3 hours for a status to show) or cannot be asked. Never throws for the upstream.
 */
export async function enquiryLinkFor(auth: Auth, ticketNumber: string, signal?: AbortSignal): Promise<{ href: string; found: boolean }> {
  try {
    const enquiry = await findEnquiryByTicket(auth.session, ticketNumber, { ...dealerListParams({ role: auth.user.cpContactProfile, tcaUser: auth.user.tcaUser }), signal });
    if (enquiry) return { href: enquiryHref(enquiry.id), found: true };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
  }
  return { href: ENQUIRY_LIST_PATH, found: false };
}

/** A 404 for an id the portal would never make, or an enquiry or document that is not the user's. */
export function notFound(message = NOT_FOUND): never {
  throw data({ message }, { status: 404 });
}

/** The enquiry id of the URL, or a 404. */
export function enquiryIdOf(value: string | undefined): string {
  return value && ENQUIRY_ID.test(value) ? value : notFound();
}

/** The document id of the URL, or a 404. */
export function documentIdOf(value: string | undefined): string {
  return value && ENQUIRY_DOCUMENT_ID.test(value) ? value : notFound("Document not found");
}

/** The page's Back: a safe `?back=` (the list with its filters), else the list's own address. */
export function backOf(request: Request, fallback: string): string {
  return safeReturnPath(new URL(request.url).searchParams.get("back")) ?? fallback;
}

/** The enquiry page's address, keeping its Back. */
export function enquiryPage(enquiryId: string, back: string | null): string {
  return back ? `${enquiryHref(enquiryId)}?back=${encodeURIComponent(back)}` : enquiryHref(enquiryId);
}

/** The enquiry's documents; 404 when the enquiry is not the user's (the upstream's 404). Other failures are thrown. */
export async function documentsOr404(auth: Auth, enquiryId: string, signal?: AbortSignal): Promise<EnquiryDocument[]> {
  try {
    return await listEnquiryDocuments(auth.session, enquiryId, signal);
  } catch (error) {
    if (isUpstreamError(error) && error.status === 404) notFound();
    throw error;
  }
}

/** One document of the enquiry, or a 404 (not the user's enquiry, or not this enquiry's document). */
export async function documentOr404(auth: Auth, enquiryId: string, documentId: string, signal?: AbortSignal): Promise<EnquiryDocument> {
  const doc = (await documentsOr404(auth, enquiryId, signal)).find((d) => d.id === documentId);
  return doc ?? notFound("Document not found");
}

/**
 * A document of the enquiry with why this user may not delete it (null: they may): the document
 * and the enquiry's status are asked together (decision 045). 404 as documentOr404.
 */
export async function documentToDelete(auth: Auth, enquiryId: string, documentId: string, signal?: AbortSignal): Promise<{ doc: EnquiryDocument; refused: string | null }> {
  const details = enquiryDetails(auth.session, enquiryId, signal).catch((error: unknown) => {
    if (isUpstreamError(error) && error.status === 404) notFound();
    throw error;
  });
  const [doc, enquiry] = await Promise.all([documentOr404(auth, enquiryId, documentId, signal), details]);
  return { doc, refused: enquiryDocumentDeleteRefusal(doc, enquiry.status, auth.user.userId) };
}

export type EnquiryResult = { kind: "uploaded"; names: string } | { kind: "deleted"; name: string };

/** What the page shows after an upload or a delete: the user's own result cookie for this page, else nothing. */
export async function enquiryResult(request: Request, auth: Auth): Promise<EnquiryResult | null> {
  const kept = await dialogResultWithDetails(request, auth, RESULT);
  if (!kept) return null;
  return kept.value === "uploaded" ? { kind: "uploaded", names: kept.details.names ?? "" } : { kind: "deleted", name: kept.details.name ?? "" };
}

/** POST, redirect, GET back to the enquiry page, the result in the sealed cookie (decision 047). */
async function backToPage(auth: Auth, enquiryId: string, back: string | null, value: "uploaded" | "deleted", details: Record<string, string>) {
  const path = enquiryHref(enquiryId);
  const query = new URLSearchParams(back ? { back } : {});
  query.set("done", value);
  const cookie = await resultCookie(auth.user.userId, { path, value, details });
  return redirect(`${path}?${query}#documents`, { status: 303, headers: { "Set-Cookie": cookie } });
}

/** What the upload form gets back when it is not redirected. */
export interface UploadActionData {
  formError?: string;
  fileErrors?: string[];
  /** The key the post carried, so sending the form again stays one upload. */
  idempotencyKey?: string;
}

const answer = (body: UploadActionData, status: number) => data<UploadActionData>(body, { status });

/**
 * Attach documents to an enquiry: internal users refused before the body is read, the complaint's
 * upload rules (per-file messages), at least one file, one upload per rendered form.
 */
export async function uploadAction(request: Request, auth: Auth, enquiryId: string) {
  if (auth.internal) return answer({ formError: ENQUIRY_WRITE_REFUSED }, 403);
  const upload = await parseUpload(request, ENQUIRY_DOCUMENT_UPLOAD_RULES);
  if (!upload.ok) return answer({ formError: upload.message }, upload.status);
  const form = upload.formData;
  const key = form.get("idempotencyKey");
  const idempotencyKey = typeof key === "string" ? key : undefined;
  if (form.get("intent") !== "upload") return answer({ formError: "Unknown action.", idempotencyKey }, 400);
  const fileErrors = upload.fieldErrors[ENQUIRY_DOCUMENT_UPLOAD_RULES.field];
  if (fileErrors?.length) return answer({ fileErrors, idempotencyKey }, 400);
  const files = form.getAll(ENQUIRY_DOCUMENT_UPLOAD_RULES.field).filter((f): f is File => typeof f !== "string" && f.size > 0);
  if (files.length === 0) return answer({ fileErrors: [NO_FILE_CHOSEN], idempotencyKey }, 400);
  let stored: EnquiryDocument[];
  try {
    stored = await submitOnce(auth, key, () => uploadEnquiryDocuments(auth.session, enquiryId, files));
  } catch (error) {
    if (isUpstreamError(error) && error.status === 404) notFound();
    const failure = submitFailure(error);
    if (!failure) throw error;
    // The upstream's own refusal of a file (400) says which and why.
    const message = isUpstreamError(error) && error.status === 400 && error.upstreamMessage ? error.upstreamMessage : failure.message;
    return answer({ formError: message, idempotencyKey }, failure.status);
  }
  const names = (stored.length ? stored.map((d) => d.fileName) : files.map((f) => f.name)).join(", ");
  return backToPage(auth, enquiryId, safeReturnPath(new URL(request.url).searchParams.get("back")), "uploaded", { names });
}

/**
 * Delete one document after the confirmation: internal users refused, the document checked to be
 * this enquiry's (and so the user's company's), then to be one this user attached on an enquiry
 * that is not closed or cancelled (403 with the reason, nothing sent: docs/decisions/064), deleted
 * once; one already gone counts as deleted.
 */
export async function deleteAction(request: Request, auth: Auth, enquiryId: string, documentId: string) {
  if (auth.internal) return formRefusal(ENQUIRY_WRITE_REFUSED, 403);
  const form = await readForm(request);
  const key = form.get("idempotencyKey");
  const idempotencyKey = typeof key === "string" ? key : undefined;
  let outcome: { name: string } | { refused: string };
  try {
    // The check and the delete run once per rendered form: a second post of the same form (a double
    // click, a reload) gets the first answer instead of a 404 for the document it just deleted.
    outcome = await submitOnce(auth, key, async () => {
      const { doc, refused } = await documentToDelete(auth, enquiryId, documentId, request.signal);
      if (refused) return { refused };
      try {
        await deleteEnquiryDocument(auth.session, doc.id);
      } catch (error) {
        // Gone already (another tab deleted it): what the user asked for is done.
        if (!isUpstreamError(error) || error.status !== 404) throw error;
      }
      return { name: doc.fileName };
    });
  } catch (error) {
    const failure = submitFailure(error);
    if (!failure) throw error;
    return data<DialogActionData>({ result: { status: "error" }, failed: failure.message, idempotencyKey }, { status: failure.status });
  }
  if ("refused" in outcome) return formRefusal(outcome.refused, 403);
  return backToPage(auth, enquiryId, safeReturnPath(new URL(request.url).searchParams.get("back")), "deleted", { name: outcome.name });
}
