import { useLiteMode } from "./lite-context";
import { LiteSwitch } from "./LiteSwitch";

/**
 * Account Settings' section for lite mode: what it is, the current mode and the switch. A module
 * of its own, so its text stays out of the shell's chunk (the footer has the switch alone).
 */
export function LiteModeSetting() {
  const lite = useLiteMode();
  return (
    <section aria-labelledby="lite-mode-heading" className="mt-8 border-t border-gray-200 pt-6">
      <h2 id="lite-mode-heading" className="text-lg font-semibold text-ink">
        Lite version
      </h2>
      <p className="mt-1 text-sm text-ink/80">
        The lite version sends pages without JavaScript: they load faster on slow connections and older phones, and every form still works.
        It turns on by itself when your browser asks to save data or your connection is very slow; your choice here wins.
      </p>
      <p className="mt-2 text-sm text-ink">
        You are using the {lite ? "lite" : "full"} version.
      </p>
      <LiteSwitch
        className="mt-3"
        buttonClassName="rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-medium text-ink hover:bg-gray-50"
      />
    </section>
  );
}
