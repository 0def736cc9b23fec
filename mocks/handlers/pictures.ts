/**
 * Profile pictures (spec document 1 section 7, document 3 section 7): the upload takes one
 * multipart field `myFile` and answers `azure_blob_url`, the stored image's URL; fileBlobUrl
 * answers a stored file's bytes. Pictures are the uploader's own: the e-mail in the path must be
 * the caller's, and only the owner may read one back. The upload checks the image is a PNG or
 * JPEG by its bytes and at most 250 KB, as the real service would refuse anything else.
 */
import { http, HttpResponse } from "msw";
import { db } from "../store";
import { PICTURE_BASE } from "../store/pictures";
import { authed } from "./auth-context";
import { fail, ok, readJson, str } from "./http-utils";

const MAX_BYTES = 250 * 1024;
let uploads = 0;

function imageType(bytes: Uint8Array): string | null {
  if (bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return "image/png";
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return null;
}

export const pictureHandlers = [
  http.post(
    "*/api/fileuploadapi/api/v1/uploadFileForUserEditProfile/:email",
    authed(async ({ request, params, user }) => {
      const email = decodeURIComponent(String(params.email ?? "")).toLowerCase();
      if (email !== user.email) return fail(403, "Pictures can only be uploaded for the signed-in user");
      let file: FormDataEntryValue | null;
      try {
        file = (await request.formData()).get("myFile");
      } catch {
        return fail(400, "A multipart body with the field myFile is required");
      }
      if (!file || typeof file === "string") return fail(400, "myFile is required");
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (bytes.length > MAX_BYTES) return fail(413, "Exceeds maximum file size - 250KB");
      const contentType = imageType(bytes);
      if (!contentType) return fail(415, "Invalid file type");
      uploads += 1;
      const url = `${PICTURE_BASE}/${user.userId}-${Date.now().toString(36)}-${uploads}.${contentType === "image/png" ? "png" : "jpg"}`;
      db.pictures[url] = { owner: user.userId, contentType, bytes };
      return ok({ azure_blob_url: url }, "File uploaded");
    }),
  ),

  /** A stored picture, for its owner; any other URL falls through to the documents' handler. */
  http.post(
    "*/api/fileuploadapi/api/v1/fileBlobUrl",
    authed(async ({ request, user }) => {
      // The same call serves asset documents (documents.ts): a URL that is no picture goes on there.
      const url = str((await readJson(request.clone())).url);
      const picture = url ? db.pictures[url] : undefined;
      if (!picture) return undefined;
      if (picture.owner !== user.userId) return fail(404, "File not found");
      return new HttpResponse(picture.bytes.slice().buffer as ArrayBuffer, {
        status: 200,
        headers: { "content-type": picture.contentType, "content-length": String(picture.bytes.length) },
      });
    }),
  ),
];
