import type { SurveyQuestion } from "~/domain/surveys";
import { FREE_TEXT_MAX, SURVEY_MESSAGES } from "~/domain/surveys";
import { FieldErrors, INPUT } from "~/ui/form/Field";

interface Props {
  question: SurveyQuestion;
  value?: string;
  error?: string;
  autoFocus?: boolean;
}

/** A rating choice: a radio drawn as a numbered square; the radio itself stays focusable. */
function RatingChoice({ name, choice, checked, autoFocus }: { name: string; choice: string; checked: boolean; autoFocus?: boolean }) {
  return (
    <label className="relative">
      <input type="radio" name={name} value={choice} defaultChecked={checked} autoFocus={autoFocus} className="peer sr-only" />
      <span className="flex h-9 min-w-9 cursor-pointer items-center justify-center rounded-md border border-slate-300 bg-white px-2 text-sm font-medium text-ink peer-checked:border-brand-blue-dark peer-checked:bg-brand-blue-dark peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-blue-dark hover:bg-slate-50 peer-checked:hover:bg-brand-blue-dark">
        {choice}
      </span>
    </label>
  );
}

/**
 * One numbered question: Single Select as radio buttons, Rating as a row of radio buttons (0 to
 * 10, or the choices given), Free Text as a text area. Errors are tied to the group or field.
 */
export function QuestionField({ question: q, value = "", error, autoFocus }: Props) {
  const errorId = `${q.field}-error`;
  const hintId = `${q.field}-hint`;
  const required = q.required ? (
    <span className="text-brand-red">
      {" "}
      *<span className="sr-only"> (required)</span>
    </span>
  ) : null;
  const label = (
    <>
      <span className="text-ink/70">{q.number}.</span> {q.text}
      {required}
    </>
  );

  if (q.kind === "text") {
    return (
      <div>
        <label htmlFor={q.field} className="block font-medium text-ink">
          {label}
        </label>
        {q.lowRatingFollowUp && !q.required && q.lowRatingMax != null ? (
          <p id={hintId} className="text-xs text-ink/70">
            Required when your rating is {q.lowRatingMax} or less.
          </p>
        ) : null}
        <textarea
          id={q.field}
          name={q.field}
          defaultValue={value}
          rows={3}
          maxLength={FREE_TEXT_MAX}
          placeholder={SURVEY_MESSAGES.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={[q.lowRatingFollowUp && !q.required && q.lowRatingMax != null ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined}
          autoFocus={autoFocus}
          className={INPUT}
        />
        <FieldErrors id={errorId} errors={error ? [error] : undefined} />
      </div>
    );
  }

  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="font-medium text-ink">{label}</legend>
      {q.kind === "rating" ? (
        <div className="mt-2 flex flex-wrap gap-1.5">
          {q.choices.map((c, i) => (
            <RatingChoice key={c} name={q.field} choice={c} checked={value === c} autoFocus={autoFocus && i === 0} />
          ))}
        </div>
      ) : (
        <div className="mt-2 grid gap-1.5">
          {q.choices.map((c, i) => (
            <label key={c} className="inline-flex items-center gap-2">
              <input type="radio" name={q.field} value={c} defaultChecked={value === c} autoFocus={autoFocus && i === 0} className="h-4 w-4 accent-brand-blue-dark" />
              {c}
            </label>
          ))}
        </div>
      )}
      <FieldErrors id={errorId} errors={error ? [error] : undefined} />
    </fieldset>
  );
}
