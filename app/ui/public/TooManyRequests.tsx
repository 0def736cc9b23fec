import { ErrorPanel } from "~/ui/errors";

/** Our wording (the spec gives none): how long to wait, in whole minutes. */
export function tooManyRequestsText(retryAfterS: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterS / 60));
  return `We have received too many requests from your network. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** The 429 page of a public route (the response carries Retry-After). */
export function TooManyRequests({ retryAfterS }: { retryAfterS: number }) {
  return <ErrorPanel status={429} title="Too many requests" text={tooManyRequestsText(retryAfterS)} />;
}
