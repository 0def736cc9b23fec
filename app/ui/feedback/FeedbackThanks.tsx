import { GO_TO_HOME, ResultDialog } from "~/ui/dialog/ResultDialog";

/** The spec's success text (document 1 section 4). */
export function FeedbackThanks({ closeTo }: { closeTo: string }) {
  return (
    <ResultDialog headline="Thank you for sharing feedback!" closeTo={closeTo} actions={[GO_TO_HOME]} />
  );
}
