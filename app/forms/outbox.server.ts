import { data } from "@remix-run/node";
import type { RequestContext } from "~/context";
import { OUTBOX_HEADER, OUTBOX_RESULT_HEADER, OUTBOX_TEXT, outcomeHeader, type ReplayOutcome } from "~/domain/outbox";
import { env } from "~/env.server";
import { logger } from "~/log/logger.server";
import type { Auth } from "~/session/guard.server";
import { draftOwner } from "~/session/shell.server";
import { SOMETHING_WENT_WRONG } from "./dialog.server";

/**
 * A form kept on the device while offline and sent when the connection returned (issue 55,
 * docs/decisions/115) posts as the form would have, to the same action, with its idempotency key,
 * and names its writer (`X-Portal-Outbox`: the shell's opaque draft owner). The action runs as
 * ever; this wrapper only says the outcome in a header the outbox reads:
 *
 * - `sent <address>`: the action's redirect after success (POST, redirect, GET);
 * - `refused <reason>`: an answer that keeps the form (a refusal, a failure, a changed form), with
 *   the words it shows, so the outbox can say why and hand the text back in its form;
 * - `kept`: written by someone else than the person signed in now: not sent, left waiting.
 *
 * No header at all (the session ended before the action ran, the server failed) leaves it waiting.
 */
export async function answerReplay<T>(request: Request, context: RequestContext, auth: Auth, run: () => Promise<T>): Promise<T | ReturnType<typeof notThisSession>> {
  const writer = request.headers.get(OUTBOX_HEADER);
  if (writer === null) return run();
  const say = (outcome: ReplayOutcome) => context.onResponse.push((headers) => headers.set(OUTBOX_RESULT_HEADER, outcomeHeader(outcome)));
  const owner = draftOwner(auth.session.data?.adminTemp?.user.userId ?? null, auth.user.userId, env().SESSION_SECRET);
  if (writer !== owner) {
    logger.warn({ event: "outbox-replay", outcome: "other-writer" }, "a kept form of another session was not sent");
    say({ kind: "kept" });
    return notThisSession();
  }
  try {
    const result = await run();
    say(outcomeOf(result, false));
    return result;
  } catch (thrown) {
    say(outcomeOf(thrown, true));
    throw thrown;
  }
}

const notThisSession = () => data({ formError: OUTBOX_TEXT.notThisSession }, { status: 409 });

interface Answer {
  formError?: string | null;
  fileErrors?: string[];
  failed?: string;
  message?: string;
  result?: { error?: Record<string, string[] | null | undefined> | null };
  staged?: { changed?: boolean };
}

/** The words an action's answer shows, the way the form shows them. */
export function reasonOf(answer: Answer | null | undefined): string {
  if (!answer) return SOMETHING_WENT_WRONG;
  const errors = answer.result?.error ?? {};
  const fields = Object.entries(errors)
    .filter(([name]) => name !== "")
    .flatMap(([, list]) => list ?? []);
  return (
    answer.formError ||
    answer.fileErrors?.join(" ") ||
    answer.failed ||
    errors[""]?.[0] ||
    (fields.length ? fields.join(" ") : "") ||
    (answer.staged?.changed ? "The form changed since it was written: check it and send it again." : "") ||
    answer.message ||
    SOMETHING_WENT_WRONG
  );
}

/** What a replay's answer (returned or thrown) means for the kept form. */
export function outcomeOf(result: unknown, thrown: boolean): ReplayOutcome {
  if (result instanceof Response) {
    const location = result.headers.get("Location");
    if (result.status >= 300 && result.status < 400 && location) {
      // The sign-in page: the session ended under it, it waits for the same person's next sign-in.
      return location.startsWith("/login") || thrown ? { kind: "kept" } : { kind: "sent", href: location };
    }
    return result.status >= 400 && result.status < 500 ? { kind: "refused", reason: SOMETHING_WENT_WRONG } : { kind: "kept" };
  }
  const wrapped = result as { type?: string; data?: unknown; init?: { status?: number } | null } | null;
  if (wrapped && typeof wrapped === "object" && wrapped.type === "DataWithResponseInit") {
    const status = wrapped.init?.status ?? 200;
    // A thrown 5xx is the server's own failure: it waits and is tried again.
    if (thrown && status >= 500) return { kind: "kept" };
    return { kind: "refused", reason: reasonOf(wrapped.data as Answer) };
  }
  if (thrown) return { kind: "kept" };
  return { kind: "refused", reason: reasonOf(result as Answer) };
}
