import { data } from "@remix-run/node";
import { logRefusal } from "~/log/route-errors.server";
import { hasForeignIntent } from "./validate-intent.server";

const UNREADABLE = { message: "The form could not be read. Please try again." };

/**
 * The form a POST carried, or a 400 thrown (never a 500), with one warning line. server.js has
 * already limited the body and its type (app/upload/body-limits.ts); this turns whatever still
 * cannot be parsed into a clear answer: no body or no form type at all (a bodiless POST or DELETE),
 * and Conform's `__intent__` with a value that is not a validate intent, which the portal never
 * sends (Conform would throw on it). Routes that take files use parseUpload instead.
 */
export async function readForm(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw unreadable(request, "the body is not a form");
  }
  if (hasForeignIntent(form)) throw unreadable(request, "__intent__ is not a validate intent");
  return form;
}

function unreadable(request: Request, detail: string) {
  logRefusal(request, 400, detail);
  return data(UNREADABLE, { status: 400 });
}
