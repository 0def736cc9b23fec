import { textareaProps } from "~/ui/form/props";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { appendTag, FEEDBACK_RATINGS, FEEDBACK_REASON_MAX, FEEDBACK_TAGS } from "~/domain/feedback";
import type { FeedbackFields } from "~/domain/feedback-schema";
import { DialogFormFrame, useDialogForm, type DialogFormProps } from "~/ui/dialog/DialogForm";
import { CHECKBOX, FieldErrors } from "~/ui/form/Field";

interface Props extends DialogFormProps {
  submitLabel?: string;
  /** Buttons beside Submit (logout's Skip). */
  extraActions?: ReactNode;
  /** Sent as `intent` by Submit (logout's form has two buttons). */
  intent?: string;
}

const TEXTAREA = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-700";

/**
 * General feedback: a rating from 1 to 10, the reason, and quick-pick tags that append their text
 * to the reason. With JavaScript the tags are buttons that append at once; without it they are
 * checkboxes whose text the server appends. Validated on the server.
 */
export function FeedbackForm(props: Props) {
  const { submitLabel, extraActions, intent } = props;
  const { form, fields, submitting } = useDialogForm<FeedbackFields>("feedback", props.result);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const initialReason = String(fields.otherDesc.initialValue ?? "");
  const [count, setCount] = useState(initialReason.length);
  useEffect(() => setCount(initialReason.length), [initialReason]);
  const reason = textareaProps(fields.otherDesc);
  const rating = String(fields.rating.initialValue ?? "");
  const ratingInvalid = Boolean(fields.rating.errors?.length);

  const addTag = (tag: string) => {
    const area = reasonRef.current;
    if (!area) return;
    area.value = appendTag(area.value, tag);
    setCount(area.value.length);
    area.focus();
  };

  return (
    <DialogFormFrame
      form={form}
      submitting={submitting}
      dialog={props}
      submitLabel={submitLabel}
      submitIntent={intent}
      extraActions={extraActions}
      className="space-y-3"
    >
      <fieldset aria-describedby={ratingInvalid ? fields.rating.errorId : undefined} aria-invalid={ratingInvalid || undefined}>
        <legend className="text-sm font-medium text-ink">How likely are you to recommend the portal? Rate it from 1 to 10.</legend>
        <div className="mt-2 flex flex-wrap gap-1.5" key={`rating-${rating}`}>
          {FEEDBACK_RATINGS.map((n) => (
            <label key={n} className="relative">
              <input type="radio" name={fields.rating.name} value={n} defaultChecked={rating === String(n)} className="peer sr-only" />
              <span className="flex h-9 w-9 cursor-pointer items-center justify-center rounded-md border border-slate-300 bg-white font-medium peer-checked:border-brand-red peer-checked:bg-brand-red peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-brand-blue-dark">
                {n}
              </span>
            </label>
          ))}
        </div>
        <FieldErrors id={fields.rating.errorId} errors={fields.rating.errors} />
      </fieldset>

      <div>
        <label htmlFor={fields.otherDesc.id} className="field-label">
          Tell us the reason for your rating
        </label>
        <textarea
          {...reason}
          ref={reasonRef}
          rows={4}
          maxLength={FEEDBACK_REASON_MAX}
          aria-describedby={[fields.otherDesc.errors?.length ? fields.otherDesc.errorId : null, `${fields.otherDesc.id}-count`].filter(Boolean).join(" ")}
          onInput={(e) => setCount(e.currentTarget.value.length)}
          className={TEXTAREA}
        />
        <div className="flex justify-between gap-2">
          <FieldErrors id={fields.otherDesc.errorId} errors={fields.otherDesc.errors} />
          <p id={`${fields.otherDesc.id}-count`} className="shrink-0 text-xs text-ink/70">
            {count}/{FEEDBACK_REASON_MAX}
          </p>
        </div>
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-ink">{hydrated ? "Add to your reason" : "Add to your reason (optional)"}</legend>
        <ul className="mt-2 flex flex-wrap gap-2">
          {FEEDBACK_TAGS.map((tag) => (
            <li key={tag}>
              {hydrated ? (
                <button type="button" onClick={() => addTag(tag)} className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm hover:border-brand-blue hover:bg-sky-50">
                  + {tag}
                </button>
              ) : (
                <label className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1 text-sm">
                  <input type="checkbox" name="tags" value={tag} className={CHECKBOX} />
                  {tag}
                </label>
              )}
            </li>
          ))}
        </ul>
      </fieldset>
    </DialogFormFrame>
  );
}
