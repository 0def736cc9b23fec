import { useEffect, useRef, useState, type ClipboardEvent } from "react";
import { draftKey, forgetDraft, readDraft } from "../form/draft";
import { keepDraft } from "../form/drafts";
import { PLACEHOLDER } from "./composer-text";

/**
 * The thread composer's rich-text editor (MessageComposer.tsx loads it after hydration): a
 * contentEditable div, at most 72 px high, with bold, italic, clear format, ordered and unordered
 * lists. Its HTML is copied into a hidden `message` input with `format=html`; pasted images are
 * added to the composer's file input as attachments. The server sanitises whatever arrives.
 */
export interface RichEditorProps {
  /** Plain text to start with (typed before the editor loaded, or given back after a failed post). */
  initialText?: string;
  /** HTML given back after a failed post (sanitised on the server). */
  initialHtml?: string;
  /** The id of the composer's file input, where pasted images go. */
  filesId: string;
  /** Take the focus on mount, the caret after the text (the textarea it replaces had it). */
  autoFocus?: boolean;
  onTextChange: (hasText: boolean) => void;
  onFilesChange: (count: number) => void;
}

const TOOLBAR = [
  { command: "bold", label: "Bold", glyph: "B", className: "font-bold" },
  { command: "italic", label: "Italic", glyph: "I", className: "italic" },
  { command: "removeFormat", label: "Clear format", glyph: "Tx", className: "line-through" },
  { command: "insertOrderedList", label: "Ordered list", glyph: "1.", className: "" },
  { command: "insertUnorderedList", label: "Unordered list", glyph: "•", className: "" },
] as const;

export function RichEditor({
  initialText,
  initialHtml,
  filesId,
  autoFocus,
  onTextChange,
  onFilesChange,
}: RichEditorProps) {
  const editor = useRef<HTMLDivElement>(null);
  const hidden = useRef<HTMLInputElement>(null);
  const [pasted, setPasted] = useState(0);

  const sync = () => {
    const el = editor.current;
    if (!el) return;
    const text = (el.textContent ?? "").replace(/\u00a0/g, " ").trim();
    onTextChange(text.length > 0);
    if (hidden.current) hidden.current.value = text.length > 0 ? el.innerHTML : "";
  };

  useEffect(() => {
    const el = editor.current;
    if (!el) return;
    if (initialHtml) el.innerHTML = initialHtml;
    else if (initialText) el.textContent = initialText;
    sync();
    // Runs when the given text changes (a failed post gives it back), never on typing; `sync` is a
    // new closure each render and would rerun it on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialHtml, initialText]);

  // The composer's draft (issue 40 §5, app/ui/form/draft.ts): kept while typing, put back after a
  // reload when nothing else fills the editor, forgotten when the composer goes (a message sent).
  useEffect(() => {
    const form = editor.current?.closest("form");
    const key = form && draftKey(form);
    if (!form || !key) return;
    const stop = keepDraft(form, key, initialText || initialHtml ? null : readDraft(key));
    return () => {
      stop();
      forgetDraft(key);
    };
    // Once, for the composer this editor is in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const el = editor.current;
    if (!autoFocus || !el) return;
    el.focus();
    const range = document.createRange();
    range.selectNodeContents(el);
    range.collapse(false);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    // Once, when the editor takes the textarea's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const images = [...event.clipboardData.files].filter((f) => f.type === "image/png" || f.type === "image/jpeg");
    const input = document.getElementById(filesId) as HTMLInputElement | null;
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
    onFilesChange(all.files.length);
  };

  const run = (command: string) => {
    editor.current?.focus();
    // execCommand is deprecated but still the only built-in rich-text toolbar; the server cleans the result.
    document.execCommand(command);
    sync();
  };

  return (
    <div>
      {/* No defaultValue: React would write it back on every render, and a hidden input's value is
          its attribute, so a text given back (a failed post, a restored draft) and sent as it is
          would go empty. */}
      <input ref={hidden} type="hidden" name="message" />
      <input type="hidden" name="format" value="html" />
      <span id="composer-label" className="field-label">
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
        className="mt-1 max-h-[72px] min-h-10 overflow-y-auto whitespace-pre-wrap rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink empty:before:text-ink/60 empty:before:content-[attr(data-placeholder)] [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
      />
    </div>
  );
}
