import { HttpResponse } from "msw";

/** Success envelope `{ status, data, message? }`. */
export function ok<T>(data: T, message?: string, status = 200) {
  return HttpResponse.json(message === undefined ? { status, data } : { status, data, message }, { status });
}

/** Error envelope with the same HTTP status. */
export function fail(status: number, message: string) {
  return HttpResponse.json({ status, message }, { status });
}

export const unauthorized = () => fail(401, "Unauthorized");
export const notFound = (what = "Not Found") => fail(404, what);

/** Reads a JSON body; an empty or unparsable body gives `{}` so handlers validate fields themselves. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function str(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** Non-negative integer query parameter, first of several names, else the fallback. */
export function intParam(url: URL, names: string[], fallback: number): number {
  for (const name of names) {
    const raw = url.searchParams.get(name);
    if (raw !== null && raw.trim() !== "" && /^\d+$/.test(raw.trim())) return Number(raw);
  }
  return fallback;
}

export interface Page<T> {
  items: T[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
}

/** Zero-based paging; size is clamped to 1..500 (the portal's default page size is 500). */
export function paginate<T>(all: T[], page: number, size: number): Page<T> {
  const safeSize = Math.min(Math.max(size, 1), 500);
  const start = page * safeSize;
  return {
    items: all.slice(start, start + safeSize),
    totalElements: all.length,
    totalPages: Math.ceil(all.length / safeSize),
    page,
    size: safeSize,
  };
}

/** The part of the path after the first `/api` segment: "/api/userapi/api/um/profile" -> "/userapi/api/um/profile". */
export function apiPath(url: URL): string {
  const idx = url.pathname.indexOf("/api/");
  return idx === -1 ? url.pathname : url.pathname.slice(idx + 4);
}
