import type { FieldMetadata } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";
import { CAPTCHA_COUNTDOWN_S, URBAN_WATER_LIMITS } from "~/domain/urban-water";
import { FieldErrors, INPUT } from "~/ui/form/Field";

export interface CaptchaView {
  image: string;
  token: string;
}

interface Props {
  field: FieldMetadata<string | undefined>;
  captcha: CaptchaView | null;
  contact: { phone: string; email: string };
  /** Id of the message that refused the last answer (read with the field). */
  noticeId?: string;
  autoFocus?: boolean;
}

const SECONDARY = "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-ink hover:bg-slate-50";

/**
 * The captcha: the image from the upstream, "New captcha" (a submit that keeps every typed field;
 * with JavaScript it waits out a 30 s countdown first), the answer field and a way around it for
 * those who cannot see the image. The token and image ride along as hidden fields, so a page
 * sent back with errors shows the same captcha.
 */
export function CaptchaField({ field, captcha, contact, noticeId, autoFocus }: Props) {
  const hintId = `${field.id}-hint`;
  const props = getInputProps(field, { type: "text" });
  const describedBy = [hintId, noticeId, field.errors?.length ? field.errorId : undefined].filter(Boolean).join(" ");
  return (
    <fieldset className="rounded-md border border-slate-200 p-3 sm:col-span-2">
      <legend className="px-1 text-sm font-medium text-ink">Captcha</legend>
      <div
        className="flex flex-wrap items-center gap-3"
        {...(captcha ? { "data-countdown": CAPTCHA_COUNTDOWN_S, "data-countdown-message": "You can now ask for a new captcha." } : {})}
      >
        {captcha ? (
          <img src={captcha.image} alt="Captcha: a sum of two numbers drawn as an image" width={150} height={50} className="rounded border border-slate-200" />
        ) : (
          <p className="text-sm text-ink/80">The captcha could not be loaded. Please ask for a new one.</p>
        )}
        <button type="submit" name="intent" value="new-captcha" formNoValidate data-countdown-done="" className={SECONDARY}>
          New captcha
        </button>
        <p data-countdown-text="" hidden className="text-sm text-ink/80">
          You can ask for a new captcha in <span data-countdown-left="">{CAPTCHA_COUNTDOWN_S}</span> s.
        </p>
        <p data-countdown-status="" aria-live="polite" className="sr-only" />
      </div>
      <input type="hidden" name="captchaToken" value={captcha?.token ?? ""} />
      <input type="hidden" name="captchaImage" value={captcha?.image ?? ""} />
      <label htmlFor={field.id} className="mt-3 block text-sm font-medium text-ink">
        Result of the sum
      </label>
      <p id={hintId} className="text-xs text-ink/70">
        Cannot read it? New captcha gives you another sum. If you cannot see the image, call{" "}
        <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className="underline">
          {contact.phone}
        </a>{" "}
        or write to {contact.email} and we will take your details.
      </p>
      <input
        {...props}
        key={props.key}
        aria-describedby={describedBy}
        maxLength={URBAN_WATER_LIMITS.captchaAnswer}
        inputMode="numeric"
        autoComplete="off"
        autoFocus={autoFocus}
        className={`${INPUT} max-w-40`}
      />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
