import { useState } from "react";
import { TICKET_FILTER_TYPES, statusOptionsFor, type TicketFilter } from "~/domain/tickets";
import { FilterBar } from "../FilterBar";
import { CHECKBOX } from "../styles";

/**
 * The tickets filter: native checkboxes for type and status inside a FilterBar. The server
 * renders the applied filter; with JavaScript the offered statuses follow the chosen types at
 * once and changing a type clears the chosen statuses (spec document 2 section 4.3). Without
 * JavaScript the loader does the same on Apply. Remount with a `key` of the applied filter so
 * a navigation resets the local choice.
 */
export function TicketFilters({
  applied,
  count,
  labels,
}: {
  applied: TicketFilter;
  count: number;
  /** Each type's and status's label in the portal's one case style, chosen by the loader (decision 066). */
  labels: Readonly<Record<string, string>>;
}) {
  const [types, setTypes] = useState<string[]>(applied.types);
  const [statuses, setStatuses] = useState<string[]>(applied.statuses);
  const offered = statusOptionsFor(types);

  const toggleType = (type: string, on: boolean) => {
    setTypes((prev) => (on ? [...prev, type] : prev.filter((t) => t !== type)));
    setStatuses([]);
  };
  const toggleStatus = (status: string, on: boolean) =>
    setStatuses((prev) => (on ? [...prev, status] : prev.filter((s) => s !== status)));

  return (
    <FilterBar label="Filter tickets" fields={["type", "status"]} resetTo="/dashboard/tickets" applied={count}>
      <div className="grid gap-4 sm:grid-cols-2">
        <CheckboxGroup legend="Type" name="type" options={TICKET_FILTER_TYPES} labels={labels} checked={types} onToggle={toggleType} />
        <CheckboxGroup legend="Status" name="status" options={offered} labels={labels} checked={statuses} onToggle={toggleStatus}>
          <p className="mt-2 text-xs text-gray-600">The statuses offered depend on the types chosen.</p>
        </CheckboxGroup>
      </div>
    </FilterBar>
  );
}

/** A labelled group of checkboxes that post as repeated `name` values (works without JavaScript). */
function CheckboxGroup(props: {
  legend: string;
  name: string;
  options: readonly string[];
  labels: Readonly<Record<string, string>>;
  checked: readonly string[];
  onToggle: (value: string, on: boolean) => void;
  children?: React.ReactNode;
}) {
  return (
    <fieldset>
      <legend className="font-semibold text-ink">{props.legend}</legend>
      <ul className="mt-2 space-y-1">
        {props.options.map((value) => (
          <li key={value}>
            <label className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                name={props.name}
                value={value}
                checked={props.checked.includes(value)}
                onChange={(e) => props.onToggle(value, e.currentTarget.checked)}
                className={CHECKBOX}
              />
              {/* The upstream's value is sent; its label is the one the cards show (decision 066). */}
              {props.labels[value] ?? value}
            </label>
          </li>
        ))}
      </ul>
      {props.children}
    </fieldset>
  );
}
