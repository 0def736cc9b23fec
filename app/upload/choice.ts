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
    else if (file.size > rules.maxFileBytes) say(messages.size);
  }
  return errors;
}
