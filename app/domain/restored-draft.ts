/**
 * What was typed when a session ended under a post, as a signed-in page gets it back after the
 * user signed in again (issue 51 §4, docs/decisions/105): the text fields, and the lines that say it
 * was not sent yet and which files must be attached again (texts from the server).
 */
export interface RestoredDraftView {
  fields: Record<string, string | string[]>;
  note: string;
  droppedNote: string | null;
}
