import { formatInTimeZone } from "date-fns-tz";
import { TIME_ZONE } from "./dates";

/**
 * The ticket message thread's rules (spec document 2 sections 2.11 and 6): messages grouped by
 * calendar day in Asia/Kolkata, labelled Today, Yesterday or dd MMM yyyy; times hh:mm a in
 * Asia/Kolkata; a message is on the user's side when its author is the current user. Pure and
 * run in loaders only (it uses date-fns-tz, which must not reach the browser). See messages.test.ts.
 */

const DAY_MS = 86_400_000;

export interface MessageLike {
  userId: string;
  /** ISO timestamp. */
  createdDate: string;
}

export type GroupedMessage<M extends MessageLike> = M & {
  /** hh:mm a in Asia/Kolkata. */
  time: string;
  /** The author is the current user: shown on the right. */
  own: boolean;
};

export interface MessageDay<M extends MessageLike> {
  /** yyyy-MM-dd in Asia/Kolkata. */
  day: string;
  /** Today, Yesterday, or dd MMM yyyy. */
  label: string;
  messages: GroupedMessage<M>[];
}

function dayKey(date: Date): string {
  return formatInTimeZone(date, TIME_ZONE, "yyyy-MM-dd");
}

/**
 * Oldest first, one group per Kolkata calendar day. Messages whose date cannot be read are put
 * last under "NA" rather than dropped.
 */
export function groupMessagesByDay<M extends MessageLike>(
  messages: readonly M[],
  now: Date,
  userId: string,
): MessageDay<M>[] {
  // India has no daylight saving, so "yesterday" is always 24 hours before now on the Kolkata clock.
  const today = dayKey(now);
  const yesterday = dayKey(new Date(now.getTime() - DAY_MS));
  const dated = messages
    .map((m, index) => ({ m, index, at: Date.parse(m.createdDate) }))
    .sort((a, b) => {
      const an = Number.isNaN(a.at);
      const bn = Number.isNaN(b.at);
      if (an || bn) return an === bn ? a.index - b.index : an ? 1 : -1;
      return a.at - b.at || a.index - b.index;
    });
  const days: MessageDay<M>[] = [];
  for (const { m, at } of dated) {
    const date = Number.isNaN(at) ? null : new Date(at);
    const day = date ? dayKey(date) : "NA";
    let group = days.at(-1);
    if (!group || group.day !== day) {
      const label = !date
        ? "NA"
        : day === today
          ? "Today"
          : day === yesterday
            ? "Yesterday"
            : formatInTimeZone(date, TIME_ZONE, "dd MMM yyyy");
      group = { day, label, messages: [] };
      days.push(group);
    }
    group.messages.push({
      ...m,
      time: date ? formatInTimeZone(date, TIME_ZONE, "hh:mm a") : "NA",
      own: m.userId === userId,
    });
  }
  return days;
}

/** Two initials for the avatar: first letters of the first and last names, else of the e-mail. */
export function initialsOf(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
  fallback = "",
): string {
  const letters = [firstName, lastName]
    .map((s) => (s ?? "").trim().charAt(0))
    .join("")
    .toUpperCase();
  return letters || fallback.trim().charAt(0).toUpperCase() || "?";
}
