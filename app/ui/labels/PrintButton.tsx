import { useHydrated } from "~/ui/useHydrated";
import { PRIMARY_BUTTON } from "~/ui/styles";

/**
 * Print, for the label pages: a button calling the browser's print once the page has JavaScript;
 * without it (JavaScript off, lite mode) the page says how to print instead. Hidden on paper.
 */
export function PrintButton({ label = "Print" }: { label?: string }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <button type="button" onClick={() => window.print()} className={`print:hidden ${PRIMARY_BUTTON}`}>
      {label}
    </button>
  ) : (
    <p className="text-ink/80 print:hidden">Use your browser&apos;s Print command (Ctrl+P, or Share then Print on a phone).</p>
  );
}
