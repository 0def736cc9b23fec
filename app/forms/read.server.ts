import { data } from "@remix-run/node";

/**
 * The form a POST carried, or a 400 thrown (never a 500). server.js has already limited the body
 * and its type (app/upload/body-limits.ts); this turns whatever still cannot be parsed into a
 * clear answer. Routes that take files use parseUpload instead.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ message: "The form could not be read. Please try again." }, { status: 400 });
  }
}
