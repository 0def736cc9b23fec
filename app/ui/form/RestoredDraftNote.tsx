import { InfoNote } from "../Notice";
import { useRestoredDraft } from "./restored-draft";

/** 'Not sent yet…' and the files to attach again, at the top of a form whose fields came back (issue 51 §4). */
export function RestoredDraftNote() {
  const restored = useRestoredDraft();
  if (!restored) return null;
  return (
    <InfoNote className="mb-3">
      <span data-restored-draft="">{restored.note}</span>
      {restored.droppedNote ? <span className="mt-1 block">{restored.droppedNote}</span> : null}
    </InfoNote>
  );
}
