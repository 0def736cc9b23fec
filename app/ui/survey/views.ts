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
      /** 'Please fill out all required fields.' (toast with JavaScript, summary without). */
      summary?: boolean;
      notice?: string;
    }
  /**
   * An action's answer that draws no page of its own (the post limit, before the upstream was
   * asked): the loader's form is shown with these answers and this notice.
   */
  | { kind: "kept"; values: Record<string, string>; notice: string }
  | { kind: "taken"; title: string }
  | { kind: "thanks"; title: string }
  | { kind: "bad-link" }
  | { kind: "not-found" }
  | { kind: "unavailable" }
  | { kind: "limited"; retryAfterS: number };
