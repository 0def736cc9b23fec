import type { ReactNode } from "react";

/**
 * A message shown at the top of a form. Without JavaScript it stays there; the page script turns
 * it into a toast (fixed at the top) that leaves after `ms` (docs/decisions/024).
 */
export function Toast({ id, ms, children }: { id: string; ms: number; children: ReactNode }) {
  return (
    <div
      id={id}
      role="alert"
      data-toast={ms}
      className="mb-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800 data-[toast-on]:fixed data-[toast-on]:inset-x-4 data-[toast-on]:top-4 data-[toast-on]:z-50 data-[toast-on]:mx-auto data-[toast-on]:max-w-md data-[toast-on]:bg-red-700 data-[toast-on]:text-white data-[toast-on]:shadow-lg"
    >
      {children}
    </div>
  );
}
