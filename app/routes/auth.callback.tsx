import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { hasInternalEmail, isAdminRole, layoutForRole } from "~/domain/roles";
import { loginSubmit, recordAnalytics } from "~/log/analytics.server";
import { emailDomains } from "~/env.server";
import { clearStateCookies, finishSignIn, type SignedIn } from "~/session/auth.server";
import { manualLogoutCookie, returnPathCookie } from "~/session/cookies.server";
import { dropOthersDraft } from "~/session/drafts.server";
import { recordSignIn } from "~/session/sign-outs.server";
import { takeCompanyChoice } from "~/session/company-choice.server";
import { safeReturnPath } from "~/domain/return-path";
import { getSessionHandle } from "~/session/session.server";
import { isUpstreamError } from "~/upstream/errors";

/**
 * The identity service sends the browser back here with `code` and `state`. The code is exchanged
 * on the server, the user is loaded from the upstream, and a new session cookie is issued.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const headers = new Headers();
  for (const cookie of clearStateCookies(request)) headers.append("Set-Cookie", cookie);

  let signedIn: SignedIn;
  try {
    signedIn = await finishSignIn(request);
  } catch (error) {
    if (error instanceof Response) throw error;
    const notRegistered = isUpstreamError(error) && error.status === 404;
    if (!notRegistered) console.error("Sign-in failed:", error instanceof Error ? error.message : error);
    throw redirect(`/login?error=${notRegistered ? "not-registered" : "failed"}`, { headers });
  }

  const { user, tokens } = signedIn;
  if (layoutForRole(user.cpContactProfile) === "login") {
    throw redirect("/login?reason=profile", { headers });
  }

  const session = await getSessionHandle(request, context);
  // The sign-in that follows an account switch works in the company chosen (issue 51 §5).
  const chosen = await takeCompanyChoice(user.userId);
  session.signIn(user, tokens, Date.now(), { companyChosen: chosen !== null && chosen === user.accountId });
  // Work an older session of this user left to do later (the upstream logout after Logout's
  // feedback) must not end this one (docs/decisions/105).
  await recordSignIn(user.userId);
  // The spec's login_submit event: platform, userId, account_name, user_type and profile (decision 095).
  void recordAnalytics(loginSubmit(user, hasInternalEmail(user.email, emailDomains())));

  const returnCookie = returnPathCookie();
  const remembered = safeReturnPath((await returnCookie.parse(request.headers.get("Cookie"))) as string | null);
  headers.append("Set-Cookie", await returnCookie.serialize("", { maxAge: 0 }));
  headers.append("Set-Cookie", await manualLogoutCookie().serialize("", { maxAge: 0 }));
  // A draft kept when someone else's session ended on this browser is dropped, never shown.
  const dropDraft = await dropOthersDraft(request, user.userId);
  if (dropDraft) headers.append("Set-Cookie", dropDraft);

  const home = isAdminRole(user.cpContactProfile) ? "/admin/companylist" : "/";
  return redirect(remembered ?? home, { headers });
}
