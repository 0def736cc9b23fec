import type { LoaderFunctionArgs } from "@remix-run/node";
import { pictureUrl, pictureVersion } from "~/domain/profile-picture";
import { logger } from "~/log/logger.server";
import { requireUser } from "~/session/guard.server";
import { resourceRoute } from "~/http/resource.server";
import { concat } from "~/upload/multipart.server";
import { PROFILE_PICTURE_RULES } from "~/upload/rules";
import { sniffFile } from "~/upload/sniff";
import { isUpstreamError } from "~/upstream/errors";
import { openProfilePicture, viewProfile } from "~/upstream/profile.server";

/**
 * GET /profile-picture?v=…: the signed-in user's own picture, through the portal (docs/decisions/043).
 * The stored URL comes from the upstream's profile and the bytes from its fileBlobUrl call: the
 * browser never gets the upstream's address and the portal never fetches a URL itself. Only a
 * well-formed PNG or JPEG of at most 250 KB is served, with the type found in its bytes (server.js
 * adds nosniff to every answer); anything
 * else (no picture, a failure, other content) is a 404 and the header shows the initials.
 */
const MAX_BYTES = PROFILE_PICTURE_RULES.maxFileBytes;

function notFound() {
  return new Response(null, { status: 404, headers: { "Cache-Control": "private, no-store" } });
}

async function readAtMost(body: AsyncIterable<Uint8Array>, max: number): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > max) return null;
    chunks.push(chunk);
  }
  return concat(chunks, size);
}

export const loader = resourceRoute(async ({ request, context }: LoaderFunctionArgs) => {
  const { session } = await requireUser(request, context, "routes/profile-picture");
  let bytes: Uint8Array | null;
  let url: string | null;
  try {
    url = pictureUrl((await viewProfile(session, request.signal)).profilePic);
    if (!url) return notFound();
    const file = await openProfilePicture(session, url, request.signal);
    bytes = await readAtMost(file.body, MAX_BYTES);
    if (!bytes) file.body.destroy();
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    logger.warn({ event: "profile-picture", outcome: "failed", kind: error.kind, status: error.status }, "profile picture could not be loaded");
    return notFound();
  }
  const type = bytes ? (sniffFile(bytes, ".png") ?? sniffFile(bytes, ".jpg")) : null;
  if (!bytes || !type) {
    logger.warn({ event: "profile-picture", outcome: "refused" }, "stored profile picture is not a PNG or JPEG within 250 KB");
    return notFound();
  }
  // The address carries the picture's version: the current one may be kept; another one may not.
  const current = new URL(request.url).searchParams.get("v") === pictureVersion(url);
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": type,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": "inline",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": current ? "private, max-age=86400" : "private, no-store",
    },
  });
});
