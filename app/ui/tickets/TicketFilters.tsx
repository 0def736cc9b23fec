import { useState } from "react";
import { TICKET_FILTER_TYPES, statusOptionsFor, type TicketFilter } from "~/domain/tickets";
import { FilterBar } from "../FilterBar";
import { CheckboxFieldset } from "../CheckboxFieldset";

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
  types: offeredTypes = TICKET_FILTER_TYPES,
  names = { type: "type", status: "status" },
  resetTo = "/dashboard/tickets",
  pageParam,
  label = "Filter tickets",
  labels,
  results,
}: {
  /** What the filters found ('12 tickets', FilterBar). */
  results?: string;
  applied: TicketFilter;
  count: number;
  /** The types offered (the asset page adds Reschedule Visit). */
  types?: readonly string[];
  /** The query parameters (the asset page's are its own: `?type=` is taken there). */
  names?: { type: string; status: string };
  resetTo?: string;
  /** The list's page parameter, dropped on Apply. */
  pageParam?: string;
  label?: string;
  /** Each type's and status's label in the portal's one case style, chosen by the loader (decision 066). */
  labels: Readonly<Record<string, string>>;
}) {
  const [types, setTypes] = useState<string[]>(applied.types);
  const [statuses, setStatuses] = useState<string[]>(applied.statuses);
  const offered = statusOptionsFor(types);

  const labelled = (value: string) => ({ value, label: labels[value] ?? value });
  const toggleType = (type: string, on: boolean) => {
    setTypes((prev) => (on ? [...prev, type] : prev.filter((t) => t !== type)));
    setStatuses([]);
  };
  const toggleStatus = (status: string, on: boolean) =>
    setStatuses((prev) => (on ? [...prev, status] : prev.filter((s) => s !== status)));

  return (
    <FilterBar label={label} fields={[names.type, names.status]} resetTo={resetTo} pageParam={pageParam} applied={count} results={results}>
      <div className="grid gap-4 sm:grid-cols-2">
        {/* The upstream's value is sent; its label is the one the cards show (decision 066). */}
        <CheckboxFieldset legend="Type" name={names.type} options={offeredTypes.map(labelled)} checked={types} onToggle={toggleType} />
        <CheckboxFieldset legend="Status" name={names.status} options={offered.map(labelled)} checked={statuses} onToggle={toggleStatus}>
          <p className="mt-2 text-xs text-gray-600">The statuses offered depend on the types chosen.</p>
        </CheckboxFieldset>
      </div>
    </FilterBar>
  );
}
