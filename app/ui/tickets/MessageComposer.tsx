import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState, type ComponentType } from "react";
import type { UploadView } from "~/upload/rules";
import { FileInput } from "../form/FileInput";
import { RestoredDraftNote } from "../form/RestoredDraftNote";
import { PLACEHOLDER } from "./composer-text";
import type { RichEditorProps } from "./RichEditor";

/**
 * The thread's composer (spec document 2 sections 2.11, 4.3, 5; docs/decisions/012).
 *
 * - Server HTML (and without JavaScript): a labelled textarea `message` and a file input posting
 *   multipart to the route's action. Send is always enabled; the server refuses an empty post.
 * - After hydration the rich-text editor (RichEditor.tsx, a chunk of its own fetched then) takes
 *   the textarea's place, with anything already typed in it (and the caret, when the textarea had
 *   it). Send is disabled while the text is empty and no file is attached. The file input stays
 *   the same element throughout, so files already chosen are kept.
 * - The server sanitises whatever arrives; nothing here is trusted.
 * - Sent while the browser is offline, the reply is kept on the device instead (issue 55, decision
 *   115): `data-outbox-kind` and `data-outbox-ticket` are all the outbox needs from here.
 */
const FILES_ID = "composer-files";

export interface MessageComposerProps {
  action: string;
  idempotencyKey: string;
  upload: UploadView;
  /** What a disabled Send waits for (from the loader: no text in this bundle). */
  sendWaiting: string;
  /** What was typed, given back after a failed post. */
  initialText?: string;
  /** The editor's HTML given back after a failed post (sanitised on the server). */
  initialHtml?: string;
  fileErrors?: string[];
  formError?: string | null;
  /** The text came back from a session that ended under Send: say it was not sent (issue 51 §4). */
  restored?: boolean;
  /** The ticket the reply is for: the outbox shows a reply kept offline in its thread. */
  ticket: string;
}

type Rich = { Editor: ComponentType<RichEditorProps>; typed: string; focused: boolean };

export function MessageComposer(props: MessageComposerProps) {
  const [rich, setRich] = useState<Rich | null>(null);
  const [hasText, setHasText] = useState(false);
  const [fileCount, setFileCount] = useState(0);
  useEffect(() => {
    let live = true;
    import("./RichEditor").then(
      ({ RichEditor }) => {
        if (!live) return;
        const textarea = document.getElementById("composer-message") as HTMLTextAreaElement | null;
        // Someone typing while the editor loads keeps typing in it: the caret moves across.
        setRich({ Editor: RichEditor, typed: textarea?.value ?? "", focused: document.activeElement === textarea });
      },
      // Not loaded (offline, a deploy in between): the plain textarea keeps working.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === props.action;
  const errorId = "composer-error";
  const empty = rich !== null && !hasText && fileCount === 0;
  return (
    <Form
      id="composer-form"
      method="post"
      action={props.action}
      encType="multipart/form-data"
      aria-label="Send a message"
      aria-describedby={props.formError ? errorId : undefined}
      className="space-y-2 border-t border-slate-200 pt-3"
      data-outbox-kind="reply"
      data-outbox-ticket={props.ticket}
    >
      <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
      {props.formError ? (
        <p id={errorId} role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {props.formError}
        </p>
      ) : null}
      {props.restored ? <RestoredDraftNote /> : null}
      {rich ? (
        <rich.Editor
          initialText={rich.typed || props.initialText}
          initialHtml={rich.typed && rich.typed !== props.initialText ? undefined : props.initialHtml}
          filesId={FILES_ID}
          autoFocus={rich.focused}
          onTextChange={setHasText}
          onFilesChange={setFileCount}
        />
      ) : (
        <div>
          <label htmlFor="composer-message" className="field-label">
            Message
          </label>
          <textarea
            id="composer-message"
            name="message"
            rows={3}
            placeholder={PLACEHOLDER}
            defaultValue={props.initialText ?? ""}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-ink"
          />
        </div>
      )}
      <div onChange={(e) => setFileCount((e.target as HTMLInputElement).files?.length ?? 0)}>
        <FileInput id={FILES_ID} name="files" label="Attach files" upload={props.upload} errors={props.fileErrors} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={empty || busy} className="btn-primary">
          {busy ? "Sending…" : "Send"}
        </button>
        {/* A disabled Send says what it waits for (issue 32 §3). */}
        {empty ? <p className="submit-waiting">{props.sendWaiting}</p> : null}
      </div>
    </Form>
  );
}
