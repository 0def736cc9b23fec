import type { SurveyQuestion } from "~/domain/surveys";

/** What a survey page shows (loader or action data). */
export type SurveyView =
  | {
      kind: "form";
      title: string;
      questions: SurveyQuestion[];
      /** Where the form posts: the page's own path and link. */
      action: string;
      values?: Record<string, string>;
      errors?: Record<string, string>;
    }
  /**
   * An action's answer that draws no page of its own (the post limit, before the upstream was
   * asked): the loader's form is shown with these answers (its message is a toast).
   */
  | { kind: "kept"; values: Record<string, string> }
  | { kind: "taken"; title: string }
  | { kind: "thanks"; title: string }
  | { kind: "bad-link" }
  | { kind: "not-found" }
  | { kind: "unavailable" }
  | { kind: "limited"; retryAfterS: number };
