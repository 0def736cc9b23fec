import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { NestedDialog } from "~/ui/dialog/dialog-modal";
import { ACTING_REFUSED } from "~/domain/acting";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { hasInternalEmail } from "~/domain/roles";
import { inviteLimitedMessage, registeredCheckMessage, DESIGNATIONS } from "~/domain/team";
import { inviteSchema } from "~/domain/team-schema";
import { closeWithToast, formRefusal, submitDialog } from "~/forms/dialog.server";
import { readForm } from "~/forms/read.server";
import { requireUser } from "~/session/guard.server";
import { emailDomains } from "~/env.server";
import { GeneralErrorBoundary } from "~/ui/errors";
import { checkInviteEmail, invitePlaces } from "~/forms/team-invite.server";
import { InviteForm } from "~/ui/team/InviteForm";
import { newIdempotencyKey } from "~/upload/idempotency.server";
import { addTeamMember, checkEmailAvailable } from "~/upstream/team.server";
import { validationOnly } from "~/forms/validate-intent.server";
import { takePoint, takeUserPoint } from "~/security/rate-limit.server";

const ROUTE = "routes/_app.my-team.invite";
const REFUSED = ACTING_REFUSED.invite;
/** The spec's invite succeeds with a flag and no dialog: a toast on the page (docs/decisions/068). */
const SENT = "The invitation has been sent. Your colleague will receive an e-mail to sign up to the portal.";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  // The designations travel with the page's data, not in its script (the first-visit budget).
  return { ...invitePlaces(request), designations: DESIGNATIONS, idempotencyKey: newIdempotencyKey(), internal: auth.acting };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const form = await readForm(request);
  const intent = form.get("intent");
  const companyEmail = (email: string) => hasInternalEmail(email, emailDomains());
  // While typing, a staff address is only 'cannot be invited' (the submit says why: 062).
  const validation = validationOnly(form, () => inviteSchema(companyEmail, true));
  if (validation) return validation;
  if (intent === "check-email") {
    // The e-mail is checked when the field is left (with JavaScript): 'cannot be invited' or none,
    // limited per user and per client address (each check asks the upstream about any address).
    if (auth.acting) return formRefusal(REFUSED, 403);
    const email = String(form.get("email") ?? "");
    const [byUser, byAddress] = await Promise.all([takeUserPoint("invite-check-user", auth.user.userId), takePoint("invite-check-address", context.clientAddress)]);
    const limited = byUser.limited ? byUser : byAddress.limited ? byAddress : null;
    // Past the limit the field says nothing: the submit checks again, and is limited itself.
    if (limited) return data({ emailCheck: { email, error: null } }, { status: 429, headers: { "Retry-After": String(limited.retryAfterS) } });
    return data({ emailCheck: await checkInviteEmail(auth, email, companyEmail, request.signal) });
  }
  if (intent !== "submit") return formRefusal("Unknown action.", 400);
  const outcome = await submitDialog({
    auth,
    form,
    schema: inviteSchema(companyEmail),
    actingRefused: REFUSED,
    // The submit names why an address cannot be invited (302, 423, staff): limited per user.
    limit: { take: () => takeUserPoint("invite-submit-user", auth.user.userId), message: inviteLimitedMessage },
    send: async (v) => {
      await checkEmailAvailable(auth.session, v.email);
      const { idempotencyKey: _key, ...member } = v;
      return addTeamMember(auth.session, { accountId: auth.user.accountId, ...member });
    },
    // 302 already registered, 423 locked: on the e-mail field.
    onUpstreamError: (error): { fieldErrors: Record<string, string[]> } | void => {
      const message = error.kind === "http" ? registeredCheckMessage(error.status) : null;
      if (message) return { fieldErrors: { email: [message] } };
    },
  });
  if (!outcome.ok) return outcome.response;
  return closeWithToast(request, context, invitePlaces(request).closeTo, SENT);
}

/** Nested in its page: a modal over it (dialog-modal.tsx). */
export default function InviteTeamMember() {
  return (
    <NestedDialog>
      <InviteTeamMemberDialog />
    </NestedDialog>
  );
}

function InviteTeamMemberDialog() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as { result?: never; failed?: string } | undefined;
  return <InviteForm {...loaderData} result={actionData?.result} failed={actionData?.failed} refusedNote={REFUSED} />;
}

export const meta: MetaFunction = () => [{ title: "Invite a team member | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
