import type { ChoiceRules } from "./rules";

export interface ChosenFile {
  name: string;
  size: number;
}

/**
 * What the server would refuse of a choice of files, in its own words (issue 32 §3): checked in
 * the browser as soon as files are chosen, before any upload. The server (multipart.server.ts)
 * checks everything again; its content sniffing has no browser twin. Empty when all is well.
 * Loaded on the first choice (FileInput), so it weighs nothing on a page's first visit.
 */
export function choiceErrors(files: readonly ChosenFile[], rules: ChoiceRules): string[] {
  const { messages } = rules;
  // Too heavy together: the server would refuse the whole post by its length (413), unread.
  if (files.reduce((sum, f) => sum + f.size, 0) > rules.maxChosenBytes) return [messages.total];
  const errors: string[] = [];
  if (files.length > rules.maxFiles) errors.push(messages.count);
  for (const file of files.slice(0, rules.maxFiles)) {
    const say = (message: string) => errors.push(rules.bare ? message : `${file.name}: ${message}`);
    const dot = file.name.lastIndexOf(".");
    const extension = dot <= 0 ? "" : file.name.slice(dot).toLowerCase();
    if (rules.maxNameLength && file.name.length > rules.maxNameLength) say(messages.name);
    if (!rules.extensions.includes(extension)) say(messages.type);
    // A photo the server makes smaller has its own limit (decision 109).
    else if (rules.images?.extensions.includes(extension)) {
      if (file.size > rules.images.maxBytes) say(messages.imageSize ?? messages.size);
    } else if (file.size > rules.maxFileBytes) say(messages.size);
  }
  return errors;
}

/** A photo made smaller to fit the upload rules: its name and sizes before and after, in bytes. */
export interface Shrunk {
  name: string;
  from: number;
  to: number;
}

/** The long sides tried, largest first, and the JPEG quality (issue 40 §4: a phone's 6 to 12 MB photo). */
const LONG_SIDES = [2560, 1920, 1280, 800] as const;
const QUALITY = 0.85;
const PHOTO = /^image\/(jpeg|png|webp|heic|heif)$/i;

/**
 * Photos over the per-file limit, made smaller in the browser before any upload (issue 40 §4,
 * decision 087): drawn at a long side of 2,560 px (then less, until it fits) and saved as JPEG at
 * about 85% quality, under the same name with a .jpg ending. Only where the rules take JPEG;
 * anything that cannot be read as an image (or is already small enough) is left as it was, for
 * the rules to judge. The server's own limit is unchanged.
 */
export async function fitPhotos(files: readonly File[], rules: ChoiceRules): Promise<{ files: File[]; shrunk: Shrunk[]; note: string | null }> {
  const takesJpeg = rules.extensions.includes(".jpg") || rules.extensions.includes(".jpeg");
  const shrunk: Shrunk[] = [];
  const out: File[] = [];
  for (const file of files) {
    if (!takesJpeg || file.size <= rules.maxFileBytes || !PHOTO.test(file.type)) {
      out.push(file);
      continue;
    }
    const smaller = await asSmallerJpeg(file, rules.maxFileBytes).catch(() => null);
    if (smaller) shrunk.push({ name: smaller.name, from: file.size, to: smaller.size });
    out.push(smaller ?? file);
  }
  const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const note = shrunk.length ? shrunk.map((s) => `${s.name} was made smaller to fit: ${megabytes(s.from)} to ${megabytes(s.to)}.`).join(" ") : null;
  return { files: out, shrunk, note };
}

async function asSmallerJpeg(file: File, maxBytes: number): Promise<File | null> {
  const bitmap = await createImageBitmap(file);
  try {
    const name = file.name.replace(/\.[^.]*$/, "") + ".jpg";
    for (const side of LONG_SIDES) {
      const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
      const canvas = document.createElement("canvas");
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const context = canvas.getContext("2d");
      if (!context) return null;
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", QUALITY));
      if (blob && blob.size <= maxBytes) return new File([blob], name, { type: "image/jpeg", lastModified: file.lastModified });
    }
    return null;
  } finally {
    bitmap.close();
  }
}

const guarded = new WeakSet<HTMLFormElement>();

/**
 * A form with a file input does not go without the user knowing (issue 40 §4): while a photo is
 * being made smaller, a submit waits and goes by itself once it is ready; after a choice was
 * refused (and let go), the first submit stops at the file field, whose message says why, and the
 * next one sends without it. Installed with this chunk, on the first choice of a file.
 */
export function guardSubmit(form: HTMLFormElement | null, say: (input: HTMLInputElement, note: string) => void): void {
  if (!form || guarded.has(form)) return;
  guarded.add(form);
  form.addEventListener("submit", (event) => {
    const preparing = form.querySelector<HTMLInputElement>("input[type=file][data-preparing]");
    const refused = form.querySelector<HTMLInputElement>("input[type=file][data-refused]");
    const submitter = (event as SubmitEvent).submitter;
    if (preparing) {
      event.preventDefault();
      event.stopImmediatePropagation();
      say(preparing, "Your photo is being made smaller. The form is sent as soon as it is ready.");
      preparing.addEventListener("prepared", () => form.requestSubmit(submitter instanceof HTMLElement ? (submitter as HTMLButtonElement) : null), { once: true });
    } else if (refused && refused.dataset.refused !== "asked") {
      event.preventDefault();
      event.stopImmediatePropagation();
      refused.dataset.refused = "asked";
      say(refused, "The file above was not attached. Choose another, or send again without it.");
      refused.focus();
    }
  });
}

/**
 * A new choice in a file input (FileInput's handler, once this chunk is loaded): photos over the
 * limit made smaller and put back in the input, the files checked by the rules, a refused choice
 * let go (the input emptied, its form's listeners told), the form's submit guarded meanwhile.
 */
export async function onChoice(input: HTMLInputElement, rules: ChoiceRules, show: (errors: string[] | null) => void, note: (text: string | null) => void): Promise<void> {
  const chosen = Array.from(input.files ?? []);
  if (!chosen.length) return;
  input.dataset.preparing = "";
  delete input.dataset.refused;
  guardSubmit(input.form, (_, text) => note(text));
  const fitted = await fitPhotos(chosen, rules);
  if (fitted.shrunk.length) {
    const files = new DataTransfer();
    for (const file of fitted.files) files.items.add(file);
    input.files = files.files;
  }
  note(fitted.note);
  delete input.dataset.preparing;
  const refused = choiceErrors(fitted.files, rules);
  if (refused.length) {
    input.value = "";
    input.dataset.refused = "";
    // Listeners of the form (a file count) hear that the choice is gone.
    input.dispatchEvent(new Event("change", { bubbles: true }));
  }
  // A choice that is fine clears what the last post said of the file it no longer holds.
  show(refused);
  input.dispatchEvent(new Event("prepared"));
}
