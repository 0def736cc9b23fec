import { z } from "zod";
import type { CustomerData } from "~/domain/contact-us";
import { callUpstream, visitorHeaders } from "./client.server";

/**
 * The FAQ's Contact Us (spec document 3 §7: "POST mail-us (multipart myFiles, customerData)"; the
 * path is not shown, docs/upstream-api.md names the one the portal uses; docs/decisions/113).
 * Public: no bearer token, signed in or not; the visitor's address goes along as X-Forwarded-For,
 * as on the other public calls. Never retried (a POST). Throws UpstreamError.
 */
const answer = z.object({ requestId: z.string().min(1) });

export async function mailUs(customer: CustomerData, files: File[], clientAddress: string, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.set("customerData", JSON.stringify(customer));
  for (const file of files) form.append("myFiles", file, file.name);
  const { requestId } = await callUpstream("/supportapi/mail-us", {
    method: "POST",
    body: form,
    schema: answer,
    anonymous: true,
    signal,
    headers: visitorHeaders(clientAddress),
  });
  return requestId;
}
