import {
  DEFAULT_SESSION_MS,
  doneValue,
  entryBytes,
  fits,
  logoutWarning,
  OUTBOX_COOKIE,
  OUTBOX_FLAG,
  OUTBOX_MAX_BYTES,
  OUTBOX_TEXT,
  previewOf,
  sortOut,
  waitingSentence,
  type KeptField,
  type OutboxEntry,
  type OutboxKind,
} from "~/domain/outbox";
import { allEntries, announce, OUTBOX_CHANNEL, putEntry, removeEntry, sendWaiting } from "./outbox-queue";

/**
 * The outbox in the page (issue 55, docs/decisions/115), a chunk of its own: loaded when a form is
 * sent offline (outbox-entry.ts) or, on any signed-in page, when the device says something waits
 * (register.ts). Nothing of it is in a first visit's bytes.
 *
 * - `keep` stores the form's post for the person signed in (the shell's opaque `data-draft-owner`)
 *   until their session's absolute end (`data-session-end`), within a size limit on the device.
 * - It is sent (outbox-queue.ts) at once when the page loads online, at every `online` event, and
 *   by the service worker's Background Sync where the browser has it: once each, with its key.
 * - The page shows it where it was written: waiting in its thread (with Cancel) and in the place of
 *   the form that kept it; 'N messages waiting to be sent' on Home; then the result: sent, or
 *   refused with the reason and the text handed back in its form.
 * - Another person's entries on this device go on sight; Logout asks first while any wait.
 *
 * Plain DOM, text only (no HTML from storage is ever parsed into the page): every element it draws
 * sits in an element the server rendered empty for it, or in its own status region.
 */

const main = () => document.getElementById("main");
const ownerNow = () => main()?.dataset.draftOwner ?? null;

/** A sent or refused entry already reported in this page, kept to draw its thread bubble. */
const recent = new Map<string, OutboxEntry>();
const notes: { text: string; href?: string; link?: string }[] = [];
let started = false;
let drawing = false;
let again = false;
/** How many of the signed-in person's wait (the Logout question), as last drawn. */
let waitingCount = 0;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> & { data?: Record<string, string> } = {}, ...children: (Node | string | null)[]) {
  const node = document.createElement(tag);
  const { data, ...rest } = props;
  Object.assign(node, rest);
  for (const [key, value] of Object.entries(data ?? {})) node.dataset[key] = value;
  node.append(...children.filter((c): c is Node | string => c !== null));
  return node;
}

/** The plain text of a reply's kept HTML, read without running or loading anything in it. */
function textOfHtml(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html.replace(/<br\s*\/?>/gi, "\n").replace(/<\/(p|div|li)>/gi, "$&\n");
  return (template.content.textContent ?? "").replace(/\n{3,}/g, "\n\n").trim();
}

const field = (entry: Pick<OutboxEntry, "fields">, name: string) => {
  const value = entry.fields.find(([n]) => n === name)?.[1];
  return typeof value === "string" ? value : "";
};

/** A reply's text as typed (the rich editor's HTML read as text), or a complaint's description. */
function textOf(entry: Pick<OutboxEntry, "fields" | "kind">): string {
  if (entry.kind === "complaint") return field(entry, "description") || field(entry, "reason");
  const message = field(entry, "message");
  return field(entry, "format") === "html" ? textOfHtml(message) : message;
}

const titleOf = (entry: OutboxEntry) => (entry.kind === "reply" ? `Your reply to ${entry.ticket}` : "Your complaint");

function setCookie(value: string, seconds: number) {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${OUTBOX_COOKIE}=${value}; Path=/; SameSite=Lax; Max-Age=${Math.max(0, Math.floor(seconds))}${secure}`;
}

/** The device says so while anything waits (the flag for the next page, the cookie for the server). */
function mark(entries: OutboxEntry[]) {
  try {
    if (entries.length) localStorage.setItem(OUTBOX_FLAG, "1");
    else localStorage.removeItem(OUTBOX_FLAG);
  } catch {
    // Storage refused: the outbox loads when a form is kept offline.
  }
  const waiting = entries.filter((e) => e.state !== "sent");
  if (waiting.length) setCookie(waiting[0].owner, (Math.max(...waiting.map((e) => e.expiresAt)) - Date.now()) / 1000);
  else if (document.cookie.includes(`${OUTBOX_COOKIE}=`)) setCookie("", 0);
}

/** The status region, in the open modal dialog when there is one (the top layer hides the rest). */
function status(): HTMLElement {
  let region = document.getElementById("outbox-status");
  if (!region) {
    region = el("div", { id: "outbox-status", role: "status", className: "outbox-status" });
    region.setAttribute("aria-live", "polite");
    region.setAttribute("aria-label", "Written offline");
  }
  let home: Element = document.body;
  try {
    home = document.querySelector("dialog[open]:modal") ?? home;
  } catch {
    // A browser without :modal: the page's body.
  }
  if (region.parentElement !== home) home.append(region);
  return region;
}

function say(text: string, href?: string, link?: string) {
  notes.push({ text, href, link });
  drawNotes();
}

function drawNotes() {
  const region = status();
  region.replaceChildren();
  if (!notes.length) return;
  const close = el("button", { type: "button", className: "outbox-close", textContent: "Close" });
  close.setAttribute("aria-label", "Close these notes");
  close.onclick = () => {
    notes.length = 0;
    drawNotes();
  };
  region.append(
    el(
      "div",
      { className: "outbox-panel" },
      el("ul", {}, ...notes.map((n) => el("li", {}, n.text, n.href ? " " : null, n.href ? el("a", { href: n.href, textContent: n.link ?? "Open" }) : null))),
      close,
    ),
  );
}

/**
 * Keeps the form's post on the device (register.ts hands over a form sent offline), says so at
 * once, and clears the form: a reply's box empties (its thread shows it waiting), a complaint's
 * form gives way to the note. The entry gets an idempotency key of its own, so the form's key stays
 * free for what is sent next from it. Said in the status region when it cannot be kept.
 */
export async function keep(form: HTMLFormElement, submitter: HTMLElement | null) {
  start();
  const owner = ownerNow();
  const kind: OutboxKind = form.dataset.outboxKind === "complaint" ? "complaint" : "reply";
  const body = new FormData(form, submitter && "form" in submitter ? submitter : undefined);
  body.set("idempotencyKey", crypto.randomUUID());
  // An empty file input posts an empty nameless file: nothing to keep.
  const fields = [...body].filter(([, v]) => typeof v === "string" || v.size > 0 || v.name) as KeptField[];
  const bytes = entryBytes(fields);
  try {
    if (!owner) throw new Error("no one signed in");
    const entries = await allEntries();
    if (!fits(entries, bytes)) return say(OUTBOX_TEXT.tooBig(OUTBOX_MAX_BYTES / (1024 * 1024)));
    const now = Date.now();
    const action = new URL(form.action);
    const entry: OutboxEntry = {
      id: crypto.randomUUID(),
      owner,
      kind,
      action: action.pathname + action.search,
      ticket: form.dataset.outboxTicket ?? "",
      preview: "",
      fields,
      bytes,
      keptAt: now,
      expiresAt: Number(main()?.dataset.sessionEnd) || now + DEFAULT_SESSION_MS,
      state: "waiting",
    };
    entry.preview = previewOf(textOf(entry));
    await putEntry(entry);
    mark([...entries, entry]);
    announce();
    say(OUTBOX_TEXT.kept);
    clearForm(form, entry);
    // Background Sync, where the browser has it, sends it even if this page is closed by then.
    void navigator.serviceWorker?.ready
      .then((r) => (r as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(OUTBOX_CHANNEL))
      .catch(() => undefined);
    await draw();
  } catch {
    say(OUTBOX_TEXT.notKept);
  }
}

/** The form after its post was kept: a reply's box and files emptied; a complaint's form replaced by the note. */
function clearForm(form: HTMLFormElement, entry: OutboxEntry) {
  if (entry.kind === "complaint") {
    form.hidden = true;
    form.before(el("div", { data: { outboxEntry: entry.id } }));
    return;
  }
  const editor = form.querySelector<HTMLElement>("#composer-editor");
  const box = form.querySelector<HTMLTextAreaElement>("textarea[name=message]");
  if (editor) {
    editor.replaceChildren();
    editor.dispatchEvent(new Event("input", { bubbles: true }));
  } else if (box) setValue(box, "");
  const files = form.querySelector<HTMLInputElement>("input[type=file]");
  if (files?.value) {
    files.value = "";
    files.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

/** The complaint form a kept entry's note stands in for, still on the page (hidden, as it was filled). */
function keptForm(id: string): HTMLFormElement | null {
  const slot = document.querySelector(`[data-outbox-entry="${CSS.escape(id)}"]`);
  const form = slot?.nextElementSibling;
  if (!slot || !(form instanceof HTMLFormElement) || !form.hidden) return null;
  slot.remove();
  form.hidden = false;
  return form;
}

async function cancel(id: string) {
  // A complaint cancelled while its form is still here: the form comes back as it was filled.
  keptForm(id);
  await removeEntry(id);
  announce();
  await draw();
}

function cancelButton(entry: OutboxEntry) {
  const button = el("button", { type: "button", className: "outbox-cancel", textContent: OUTBOX_TEXT.cancel });
  button.setAttribute("aria-label", `${OUTBOX_TEXT.cancel}: ${entry.preview || titleOf(entry)}`);
  button.onclick = () => void cancel(entry.id);
  return button;
}

/** A reply as its thread shows it before the server has it: the user's own bubble, waiting or sent. */
function bubble(entry: OutboxEntry) {
  const waiting = entry.state === "waiting";
  const article = el(
    "article",
    { className: "thread-bubble" },
    el("p", { className: "thread-author", textContent: "You" }),
    el("p", { className: "thread-html whitespace-pre-line", textContent: entry.fields.length ? textOf(entry) : entry.preview }),
    el("p", { className: "thread-time" }, waiting ? OUTBOX_TEXT.waiting : entry.state === "sent" ? "Sent" : "Not sent", waiting ? " · " : null, waiting ? cancelButton(entry) : null),
  );
  article.setAttribute("aria-label", `You, ${waiting ? OUTBOX_TEXT.waiting.toLowerCase() : entry.state === "sent" ? "sent" : "not sent"}`);
  return el("li", { className: "thread-message", data: { side: "own", outboxId: entry.id } }, article);
}

/** The composer of `ticket` on this page, given back a refused reply's text and files. */
function handBackReply(entry: OutboxEntry): boolean {
  const form = document.querySelector<HTMLFormElement>(`form[data-outbox-ticket="${CSS.escape(entry.ticket)}"]`);
  if (!form) return false;
  const text = textOf(entry);
  const editor = form.querySelector<HTMLElement>("#composer-editor");
  const box = form.querySelector<HTMLTextAreaElement>("textarea[name=message]");
  if (editor) {
    editor.textContent = text;
    editor.dispatchEvent(new Event("input", { bubbles: true }));
  } else if (box) setValue(box, text);
  giveFiles(form, entry);
  return true;
}

function setValue(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const proto = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(control, value);
  control.dispatchEvent(new Event("input", { bubbles: true }));
}

function giveFiles(form: HTMLFormElement, entry: OutboxEntry) {
  const files = entry.fields.filter((f): f is [string, File] => typeof f[1] !== "string");
  const input = form.querySelector<HTMLInputElement>("input[type=file][name=files]");
  if (!input || !files.length) return;
  const transfer = new DataTransfer();
  for (const [, file] of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

/** The fields choices open fresh (the server's refresh): set without telling the page. */
const CHOICES = new Set(["assetId", "type", "division"]);

/** Register a Complaint, opened again for a refused complaint (`?outbox=<id>`): every field given back. */
function handBackComplaint(entry: OutboxEntry): boolean {
  // Still on the page that kept it: its form comes back as it was filled, files included.
  if (keptForm(entry.id)) return true;
  const form = document.querySelector<HTMLFormElement>("form[data-outbox-kind=complaint]");
  if (!form || new URL(location.href).searchParams.get("outbox") !== entry.id) return false;
  const checked = new Set(entry.fields.map(([n, v]) => `${n}\u0000${String(v)}`));
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input, textarea, select")) {
    if (!control.name || control.type === "hidden" || control.type === "file" || CHOICES.has(control.name)) continue;
    if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
      if (control.checked !== checked.has(`${control.name}\u0000${control.value}`)) control.click();
    } else if (field(entry, control.name)) {
      setValue(control, field(entry, control.name));
      if (control instanceof HTMLSelectElement) control.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }
  // A field that a choice opens ('Other reason') is there on the next tick.
  setTimeout(() => {
    const other = form.querySelector<HTMLInputElement>("input[name=otherReason]");
    if (other && !other.value && field(entry, "otherReason")) setValue(other, field(entry, "otherReason"));
  });
  giveFiles(form, entry);
  return true;
}

/** Where a refused entry's form opens again with what was written. */
function againHref(entry: OutboxEntry): string {
  if (entry.kind === "reply") return `${entry.action.replace(/#.*$/, "")}#composer`;
  const query = new URLSearchParams({ outbox: entry.id });
  for (const name of ["assetId", "type"]) if (field(entry, name)) query.set(name, field(entry, name));
  return `/complaints/new?${query}`;
}

/** Reports sent and refused entries once, hands refused ones back where their form is on screen. */
async function report(entries: OutboxEntry[]) {
  for (const entry of entries) {
    if (entry.state === "sent") {
      const caseNumber = entry.kind === "complaint" && entry.href ? doneValue(entry.href) : null;
      if (entry.kind === "complaint") say(caseNumber ? `Your complaint was registered: ${caseNumber}.` : "Your complaint was registered.", caseNumber ? `/complaints/${encodeURIComponent(caseNumber)}` : undefined, "View complaint");
      else say(`${titleOf(entry)} was sent.`, entry.href, "View it");
    } else if (entry.state === "refused") {
      const back = entry.kind === "reply" ? handBackReply(entry) : handBackComplaint(entry);
      if (!back) {
        // Its form is not on this page: said once per page, with the way back to it.
        if (recent.has(entry.id)) continue;
        say(`${titleOf(entry)} was not sent: ${entry.reason ?? ""}`, againHref(entry), "Open it to send it again");
        recent.set(entry.id, entry);
        continue;
      }
      say(`${titleOf(entry)} was not sent: ${entry.reason ?? ""} What you wrote is back in its form.`);
    } else continue;
    recent.set(entry.id, entry);
    await removeEntry(entry.id);
  }
}

/** Draws the outbox into the page's slots: thread bubbles, the kept forms' notes, Home's sentence. */
async function draw() {
  if (drawing) return void (again = true);
  drawing = true;
  try {
    const owner = ownerNow();
    const all = await allEntries();
    const { drop, keep: mine } = sortOut(all, owner, Date.now());
    for (const entry of drop) await removeEntry(entry.id);
    await report(mine.filter((e) => e.state !== "waiting" && !(e.state === "refused" && recent.has(e.id))));
    const left = (await allEntries()).filter((e) => !drop.some((d) => d.id === e.id));
    mark(left);
    const waiting = left.filter((e) => e.state === "waiting");
    waitingCount = waiting.length;
    const shown = [...left, ...[...recent.values()].filter((r) => !left.some((e) => e.id === r.id))];

    for (const slot of document.querySelectorAll<HTMLElement>("[data-outbox-thread]")) {
      // A sent reply the page already shows from the server needs no bubble of its own.
      const replies = shown.filter((e) => e.kind === "reply" && e.ticket === slot.dataset.outboxThread && !(e.href && document.getElementById(e.href.split("#")[1] ?? "")));
      slot.replaceChildren(...replies.map(bubble));
    }
    for (const slot of document.querySelectorAll<HTMLElement>("[data-outbox-entry]")) {
      const entry = shown.find((e) => e.id === slot.dataset.outboxEntry);
      slot.replaceChildren(
        entry?.state === "waiting"
          ? el("p", { className: "outbox-note" }, OUTBOX_TEXT.kept, " ", cancelButton(entry))
          : el("p", { className: "outbox-note" }, !entry ? "Cancelled: nothing was sent." : entry.state === "sent" ? "Sent." : `Not sent: ${entry.reason ?? ""}`),
      );
    }
    for (const slot of document.querySelectorAll<HTMLElement>("[data-outbox-attention]")) {
      slot.replaceChildren(
        ...(waiting.length
          ? [
              el(
                "div",
                { className: "outbox-attention" },
                el("p", { className: "font-medium", textContent: waitingSentence(waiting.length) }),
                el("ul", {}, ...waiting.map((e) => el("li", {}, `${e.kind === "reply" ? `Reply to ${e.ticket}` : "Complaint"}${e.preview ? `: ${e.preview}` : ""} `, cancelButton(e)))),
              ),
            ]
          : []),
      );
    }
    // Notes follow the page's dialogs (a thread opened or closed since).
    if (notes.length) drawNotes();
  } finally {
    drawing = false;
    if (again) {
      again = false;
      void draw();
    }
  }
}

async function sendNow() {
  const owner = ownerNow();
  if (!owner || !navigator.onLine) return;
  try {
    await sendWaiting(owner);
  } finally {
    await draw();
  }
}

/** Logout discards what waits: the user is asked first (the form still posts without JavaScript). */
function guardLogout(event: SubmitEvent) {
  const form = event.target as HTMLFormElement;
  if (!(form instanceof HTMLFormElement) || new URL(form.action).pathname !== "/logout") return;
  if (waitingCount > 0 && !window.confirm(logoutWarning(waitingCount))) {
    event.preventDefault();
    event.stopImmediatePropagation();
  }
}

/** Once per page: listens for the connection, the other pages and the worker, and sends what waits. */
export function start() {
  if (started) return;
  started = true;
  window.addEventListener("online", () => void sendNow());
  new BroadcastChannel(OUTBOX_CHANNEL).onmessage = () => void draw();
  document.addEventListener("submit", guardLogout, true);
  // Pages drawn later (client navigations) get their slots filled too.
  let queued = false;
  new MutationObserver((records) => {
    if (queued || !records.some((r) => [...r.addedNodes].some((n) => n instanceof HTMLElement && n.querySelector("[data-outbox-thread], [data-outbox-entry], [data-outbox-attention], form[data-outbox-kind]")))) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      void draw();
    });
  }).observe(document.body, { childList: true, subtree: true });
  void draw().then(sendNow);
}
