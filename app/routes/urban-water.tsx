import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { RequestContext } from "~/context";
import { isCaptchaImage, URBAN_WATER_SUCCESS } from "~/domain/urban-water";
import { urbanWaterSchema } from "~/domain/urban-water-schema.server";
import { env } from "~/env.server";
import { readForm } from "~/forms/read.server";
import { validateIntent, VALIDATE_ONLY_STATUS } from "~/forms/validate-intent.server";
import { limitedResponse, retryAfterHeaders, takePoint } from "~/security/rate-limit.server";
import { ResultDialog } from "~/ui/dialog/ResultDialog";
import { PageScript } from "~/ui/public/PageScript";
import { TooManyRequests, tooManyRequestsText } from "~/ui/public/TooManyRequests";
import { PublicFrame } from "~/ui/shell/PublicFrame";
import { UrbanWaterForm, UrbanWaterLayout } from "~/ui/urban-water/UrbanWaterForm";
import type { CaptchaView } from "~/ui/urban-water/CaptchaField";
import { isUpstreamError } from "~/upstream/errors";
import { generateCaptcha, submitUrbanWaterLead } from "~/upstream/urban-water.server";

/** Plain HTML: no hydration (docs/decisions/024). */
export { handle, clientLoader } from "~/ui/public/plain-html";

export const headers = retryAfterHeaders;

const PATH = "/urban-water";
const FAILED = "Something went wrong, please try again.";
/** Set by the action: a document POST runs the loader afterwards, and the action's answer wins. */
const ACTION_RAN = "urban-water:action";

type FormView = {
  kind: "form";
  captcha: CaptchaView | null;
  result?: SubmissionResult<string[]>;
  notice?: string;
  contact: { phone: string; email: string };
};
type View = FormView | { kind: "sent" } | { kind: "limited"; retryAfterS: number };

function formView(fields: Omit<FormView, "kind" | "contact">): FormView {
  const e = env();
  return { kind: "form", contact: { phone: e.HELPLINE_PHONE, email: e.SUPPORT_EMAIL }, ...fields };
}

/** A new captcha from the upstream; null when it cannot be had (the spec ignores that error). */
async function newCaptcha(context: RequestContext, signal: AbortSignal): Promise<CaptchaView | null> {
  try {
    return await generateCaptcha(context.clientAddress, signal);
  } catch (error) {
    if (isUpstreamError(error)) return null;
    throw error;
  }
}

/** The captcha the page was showing (hidden fields), so a form sent back with errors keeps it. */
function shownCaptcha(form: FormData): CaptchaView | null {
  const token = form.get("captchaToken");
  const image = form.get("captchaImage");
  return typeof token === "string" && /^[\w.:-]{1,200}$/.test(token) && isCaptchaImage(image) ? { token, image } : null;
}

/** Every typed field but the answer to a captcha that is gone. */
function withoutAnswer(result: SubmissionResult<string[]>): SubmissionResult<string[]> {
  return { ...result, initialValue: { ...result.initialValue, captchaAnswer: "" } };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.memo.has(ACTION_RAN)) return data<View>(formView({ captcha: null }));
  if (new URL(request.url).searchParams.get("sent") === "1") return data<View>({ kind: "sent" });
  const limit = await takePoint("captcha", context.clientAddress);
  if (limit.limited) return limitedResponse(limit.retryAfterS);
  return data<View>(formView({ captcha: await newCaptcha(context, request.signal) }));
}

export async function action({ request, context }: ActionFunctionArgs) {
  context.memo.set(ACTION_RAN, true);
  // A foreign __intent__ is refused by readForm before Conform could throw on it.
  const form = await readForm(request);
  const intent = form.get("intent");
  const submission = parseWithZod(form, { schema: urbanWaterSchema });
  const shown = shownCaptcha(form);

  if (validateIntent(form) !== null) {
    // Validation while typing (060): the schema's answer on the captcha the page shows; no point
    // taken, no new captcha, nothing sent.
    return data<View>(formView({ captcha: shown, result: submission.reply() }), { status: VALIDATE_ONLY_STATUS });
  }

  if (intent === "new-captcha") {
    // Keep what was typed, show no errors, and a new captcha (the answer goes with the old one).
    const typed = withoutAnswer({ initialValue: submission.reply().initialValue });
    const limit = await takePoint("captcha", context.clientAddress);
    if (limit.limited) {
      return data<View>(formView({ captcha: shown, result: typed, notice: tooManyRequestsText(limit.retryAfterS) }), {
        status: 429,
        headers: { "Retry-After": String(limit.retryAfterS) },
      });
    }
    return data<View>(formView({ captcha: await newCaptcha(context, request.signal), result: typed }));
  }
  if (intent !== "submit") {
    // Never a fresh captcha here: that would hand out captchas without taking a point (the page
    // offers 'new captcha' for that, which is counted).
    return data<View>(formView({ captcha: shown, result: submission.reply(), notice: FAILED }), { status: 400 });
  }

  const limit = await takePoint("urban-water-submit", context.clientAddress);
  if (limit.limited) {
    return data<View>(formView({ captcha: shown, result: { initialValue: submission.reply().initialValue }, notice: tooManyRequestsText(limit.retryAfterS) }), {
      status: 429,
      headers: { "Retry-After": String(limit.retryAfterS) },
    });
  }
  if (submission.status !== "success") {
    return data<View>(formView({ captcha: shown ?? (await newCaptcha(context, request.signal)), result: submission.reply() }), { status: 400 });
  }
  if (!shown) {
    // No captcha was on the page (it could not be loaded): nothing to verify the answer against.
    const result = withoutAnswer(submission.reply({ fieldErrors: { captchaAnswer: ["CAPTCHA is required. Please solve the question."] } }));
    return data<View>(formView({ captcha: await newCaptcha(context, request.signal), result }), { status: 400 });
  }

  try {
    await submitUrbanWaterLead(submission.value, shown.token, context.clientAddress, request.signal);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    // A 400 shows the upstream's message; either way the captcha is spent: show a new one.
    const refused = error.kind === "http" && error.status === 400;
    const notice = refused ? (error.upstreamMessage ?? FAILED) : FAILED;
    return data<View>(formView({ captcha: await newCaptcha(context, request.signal), result: withoutAnswer(submission.reply()), notice }), {
      status: refused ? 400 : 502,
    });
  }
  return redirect(`${PATH}?sent=1`, 303);
}

export default function UrbanWater() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const view: View = answered ?? loaded;
  if (view.kind === "limited") {
    return (
      <PublicFrame>
        <TooManyRequests retryAfterS={view.retryAfterS} />
      </PublicFrame>
    );
  }
  return (
    <PublicFrame>
      <UrbanWaterLayout>
        {view.kind === "sent" ? (
          <h1 className="text-xl font-semibold text-ink">Thank you</h1>
        ) : (
          <UrbanWaterForm action={PATH} captcha={view.captcha} result={view.result} notice={view.notice} contact={view.contact} />
        )}
      </UrbanWaterLayout>
      {view.kind === "sent" ? (
        <ResultDialog headline={URBAN_WATER_SUCCESS} closeTo={PATH} actions={[{ label: "Okay", to: PATH }]} />
      ) : null}
      <PageScript validate />
    </PublicFrame>
  );
}

export const meta: MetaFunction = () => [
  { title: "Urban Water | Thermax" },
  { name: "description", content: "Leave your details for Thermax urban water solutions and a free plant health checkup." },
];
