import { z } from "zod";

/**
 * Shapes the upstream repeats across its calls (docs/upstream-api.md): a count, a text that may be
 * missing (read as null), an id sent as a string or a number (read as a string), and the paged
 * list `{ <items>, totalElements, totalPages }`.
 */
export const count = z.number().int().nonnegative();
export const text = z.string().nullish().transform((v) => v ?? null);
export const id = z.union([z.string(), z.number()]).transform(String);

export function pageOf<K extends string, T extends z.ZodType>(key: K, item: T) {
  const shape = { [key]: z.array(item), totalElements: count, totalPages: count } as { [P in K]: z.ZodArray<T> } & { totalElements: typeof count; totalPages: typeof count };
  return z.object(shape);
}
