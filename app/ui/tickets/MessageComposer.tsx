import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type ClipboardEvent } from "react";
import type { UploadView } from "~/upload/rules";
import { FileInput } from "../form/FileInput";

/**
 * The thread's composer (spec document 2 sections 2.11, 4.3, 5; docs/decisions/012).
 *
 * - Server HTML (and without JavaScript): a labelled textarea `message` and a file input posting
 *   multipart to the route's action. Send is always enabled; the server refuses an empty post.
 * - After hydration: a small rich-text editor (a contentEditable div, at most 72 px high) with
 *   bold, italic, clear format, ordered and unordered lists; its HTML is copied into a hidden
 *   `message` input with `format=html`. Pasted images are added to the file input as attachments.
 *   Send is disabled while the text is empty and no file is attached.
 * - The server sanitises whatever arrives; nothing here is trusted.
 */
export const PLACEHOLDER = "Please describe your query here...";

export interface MessageComposerProps {
  action: string;
  idempotencyKey: string;
  upload: UploadView;
  /** What was typed, given back after a failed post. */
  initialText?: string;
  /** The editor's HTML given back after a failed post (sanitised on the server). */
  initialHtml?: string;
  fileErrors?: string[];
  formError?: string | null;
}

const TOOLBAR = [
  { command: "bold", label: "Bold", glyph: "B", className: "font-bold" },
  { command: "italic", label: "Italic", glyph: "I", className: "italic" },
  { command: "removeFormat", label: "Clear format", glyph: "Tx", className: "line-through" },
  { command: "insertOrderedList", label: "Ordered list", glyph: "1.", className: "" },
  { command: "insertUnorderedList", label: "Unordered list", glyph: "•", className: "" },
] as const;

export function MessageComposer(props: MessageComposerProps) {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === props.action;
  const errorId = "composer-error";
  return (
    <Form
      method="post"
      action={props.action}
      encType="multipart/form-data"
      aria-label="Send a message"
      aria-describedby={props.formError ? errorId : undefined}
      className="space-y-2 border-t border-slate-200 pt-3"
    >
      <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
      {props.formError ? (
        <p id={errorId} role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {props.formError}
        </p>
      ) : null}
      {enhanced ? <RichComposer {...props} busy={busy} /> : <PlainComposer {...props} />}
    </Form>
  );
}

function PlainComposer(props: MessageComposerProps) {
  return (
    <>
      <div>
        <label htmlFor="composer-message" className="block text-sm font-medium text-ink">
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
      <ComposerFiles {...props} />
      <button type="submit" className="rounded-md bg-brand-red px-4 py-2 font-medium text-white hover:bg-red-700">
        Send
      </button>
    </>
  );
}

function RichComposer(props: MessageComposerProps & { busy: boolean }) {
  const editor = useRef<HTMLDivElement>(null);
  const hidden = useRef<HTMLInputElement>(null);
  const [hasText, setHasText] = useState(false);
  const [fileCount, setFileCount] = useState(0);
  const [pasted, setPasted] = useState(0);

  const sync = () => {
    const el = editor.current;
    if (!el) return;
    const text = (el.textContent ?? "").replace(/\u00a0/g, " ").trim();
    setHasText(text.length > 0);
    if (hidden.current) hidden.current.value = text.length > 0 ? el.innerHTML : "";
  };

  // Give back what was typed after a failed post (HTML sanitised by the server), else the plain text.
  useEffect(() => {
    const el = editor.current;
    if (!el) return;
    if (props.initialHtml) el.innerHTML = props.initialHtml;
    else if (props.initialText) el.textContent = props.initialText;
    sync();
  }, [props.initialHtml, props.initialText]);

  const fileInput = () => document.getElementById("composer-files") as HTMLInputElement | null;

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const images = [...event.clipboardData.files].filter((f) => f.type === "image/png" || f.type === "image/jpeg");
    const input = fileInput();
    if (images.length === 0 || !input) return;
    event.preventDefault();
    const all = new DataTransfer();
    for (const f of input.files ?? []) all.items.add(f);
    images.forEach((f, i) => {
      const ext = f.type === "image/png" ? "png" : "jpg";
      all.items.add(new File([f], `pasted-image-${pasted + i + 1}.${ext}`, { type: f.type }));
    });
    input.files = all.files;
    setPasted(pasted + images.length);
    setFileCount(all.files.length);
  };

  const run = (command: string) => {
    editor.current?.focus();
    // execCommand is deprecated but still the only built-in rich-text toolbar; the server cleans the result.
    document.execCommand(command);
    sync();
  };

  const empty = !hasText && fileCount === 0;
  return (
    <>
      <input ref={hidden} type="hidden" name="message" defaultValue="" />
      <input type="hidden" name="format" value="html" />
      <div>
        <span id="composer-label" className="block text-sm font-medium text-ink">
          Message
        </span>
        <div role="toolbar" aria-label="Formatting" aria-controls="composer-editor" className="mt-1 flex gap-1">
          {TOOLBAR.map((t) => (
            <button
              key={t.command}
              type="button"
              aria-label={t.label}
              title={t.label}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run(t.command)}
              className={`min-w-8 rounded border border-slate-300 bg-white px-2 py-1 text-sm text-ink hover:bg-slate-100 ${t.className}`}
            >
              {t.glyph}
            </button>
          ))}
        </div>
        <div
          ref={editor}
          id="composer-editor"
          role="textbox"
          aria-multiline="true"
          aria-labelledby="composer-label"
          aria-placeholder={PLACEHOLDER}
          data-placeholder={PLACEHOLDER}
          contentEditable
          suppressContentEditableWarning
          tabIndex={0}
          onInput={sync}
          onBlur={sync}
          onPaste={onPaste}
          className="mt-1 max-h-[72px] min-h-10 overflow-y-auto rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink empty:before:text-ink/60 empty:before:content-[attr(data-placeholder)] [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
        />
      </div>
      <div onChange={(e) => setFileCount((e.target as HTMLInputElement).files?.length ?? 0)}>
        <ComposerFiles {...props} />
      </div>
      <button
        type="submit"
        disabled={empty || props.busy}
        onClick={sync}
        className="rounded-md bg-brand-red px-4 py-2 font-medium text-white hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {props.busy ? "Sending…" : "Send"}
      </button>
    </>
  );
}

/** The file input both composers share: same field name, rules hint and per-file errors. */
function ComposerFiles(props: Pick<MessageComposerProps, "upload" | "fileErrors">) {
  return <FileInput id="composer-files" name="files" label="Attach files" upload={props.upload} errors={props.fileErrors} />;
}
