import { useState } from "react";
import { TICKET_FILTER_TYPES, statusOptionsFor, type TicketFilter } from "~/domain/tickets";
import { FilterBar } from "../FilterBar";

const BOX = "h-4 w-4 rounded border-gray-400 accent-brand-blue-dark";

/**
 * The tickets filter: native checkboxes for type and status inside a FilterBar. The server
 * renders the applied filter; with JavaScript the offered statuses follow the chosen types at
 * once and changing a type clears the chosen statuses (spec document 2 section 4.3). Without
 * JavaScript the loader does the same on Apply. Remount with a `key` of the applied filter so
 * a navigation resets the local choice.
 */
export function TicketFilters({ applied }: { applied: TicketFilter }) {
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
    <FilterBar label="Filter tickets" fields={["type", "status"]} resetTo="/dashboard/tickets">
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset>
          <legend className="font-semibold text-ink">Type</legend>
          <ul className="mt-2 space-y-1">
            {TICKET_FILTER_TYPES.map((type) => (
              <li key={type}>
                <label className="inline-flex items-center gap-2">
                  <input
                    type="checkbox"
                    name="type"
                    value={type}
                    checked={types.includes(type)}
                    onChange={(e) => toggleType(type, e.currentTarget.checked)}
                    className={BOX}
                  />
                  {type}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <fieldset>
          <legend className="font-semibold text-ink">Status</legend>
          <ul className="mt-2 space-y-1">
            {offered.map((status) => (
              <li key={status}>
                <label className="inline-flex items-center gap-2">
                  <input
                    type="checkbox"
                    name="status"
                    value={status}
                    checked={statuses.includes(status)}
                    onChange={(e) => toggleStatus(status, e.currentTarget.checked)}
                    className={BOX}
                  />
                  {status}
                </label>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-gray-600">The statuses offered depend on the types chosen.</p>
        </fieldset>
      </div>
    </FilterBar>
  );
}
