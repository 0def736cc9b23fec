/**
 * The words of the signed-in pages' per-user limits (issue 51 §6): what is refused, and when to try
 * again. The list downloads say theirs in app/download/list-export.server.ts.
 */
const inMinutes = (minutes: number) => `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;

export const LABELS_LIMIT = {
  title: "Too many labels",
  text: (minutes: number) => `You have printed many labels in a short time. Please try again in ${inMinutes(minutes)}.`,
};

export const SERVICE_RECORD_LIMIT = {
  title: "Too many requests",
  text: (minutes: number) => `You have opened the service record many times in a short time. Please try again in ${inMinutes(minutes)}.`,
};
