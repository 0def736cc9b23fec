import { useLocation } from "@remix-run/react";
import { useLiteMode } from "./lite-context";

/**
 * The lite-mode switch (docs/decisions/057-lite-mode.md): a plain POST form to /preferences/lite
 * that works without JavaScript and comes back to this page as a full document, so the page is
 * served again in the chosen mode.
 */
export function LiteSwitch({ className, buttonClassName }: { className?: string; buttonClassName?: string }) {
  const lite = useLiteMode();
  const { pathname, search } = useLocation();
  return (
    <form method="post" action="/preferences/lite" className={className}>
      <input type="hidden" name="mode" value={lite ? "off" : "on"} />
      {/* data-here: in the kept footer, the host sets it to each new page (Shell.tsx). */}
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} data-here="" />
      <button type="submit" className={buttonClassName}>
        {lite ? "Full version" : "Lite version"}
      </button>
    </form>
  );
}
