import { redirect } from "@remix-run/node";

/** /dashboard without a tab shows Overview, which lives at / (spec document 2 section 2.1). */
export function loader() {
  return redirect("/");
}
