import type React from "react";
import { CHECKBOX } from "./styles";

/**
 * A filter's group of native checkboxes that post as repeated `name` values (URL-query filters,
 * docs/decisions/009). Uncontrolled: the server renders what is applied; remount with a `key`
 * of the applied filter after a navigation. With `onToggle` the boxes are controlled (the tickets
 * filter, whose statuses follow its types).
 */
export function CheckboxFieldset({
  legend,
  name,
  options,
  checked,
  hideLegend = false,
  className = "",
  onToggle,
  children,
}: {
  legend: string;
  name: string;
  options: readonly (string | { value: string; label: string })[];
  checked: readonly string[];
  /** The legend is still read out, but not shown (a visible summary already names the group). */
  hideLegend?: boolean;
  className?: string;
  onToggle?: (value: string, on: boolean) => void;
  /** Shown under the boxes (a hint). */
  children?: React.ReactNode;
}) {
  return (
    <fieldset className={className}>
      <legend className={hideLegend ? "sr-only" : "font-semibold text-ink"}>{legend}</legend>
      <ul className="mt-2 space-y-1">
        {options.map((option) => {
          const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <li key={value}>
              <label className="inline-flex items-center gap-2">
                <input
                  type="checkbox"
                  name={name}
                  value={value}
                  {...(onToggle
                    ? { checked: checked.includes(value), onChange: (e: React.ChangeEvent<HTMLInputElement>) => onToggle(value, e.currentTarget.checked) }
                    : { defaultChecked: checked.includes(value) })}
                  className={CHECKBOX}
                />
                {label}
              </label>
            </li>
          );
        })}
      </ul>
      {children}
    </fieldset>
  );
}
