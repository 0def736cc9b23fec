import { COMMISSIONING_STATUSES, DIVISIONS, type AssetFilter } from "~/domain/assets";
import { FilterBar } from "../FilterBar";
import { CHECKBOX } from "../styles";

/**
 * The assets filter (spec document 2 sections 2.4 and 4.1): division (the five product
 * families), location (states and cities from the filter data, each in a group of its own) and commissioning status, as
 * native checkboxes in a GET form: the state is the URL. `count`: how many are applied (the loader's
 * countAppliedFilters), for the phone's Filters disclosure.
 */
export function AssetFilters({ applied, count, locations, results }: { applied: AssetFilter; count: number; locations: { states: string[]; cities: string[] } | null; results?: string }) {
  return (
    <FilterBar label="Filter assets" fields={["division", "location", "status"]} resetTo="/dashboard/assets" applied={count} results={results}>
      <div className="grid gap-4 sm:grid-cols-3">
        <Group legend="Division" name="division" options={DIVISIONS.map((d) => ({ value: d.code, label: d.label }))} checked={applied.divisions} />
        <fieldset>
          <legend className="font-semibold text-ink">Location</legend>
          {locations === null ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              We could not load the locations right now.
            </p>
          ) : locations.states.length + locations.cities.length === 0 ? (
            <p className="mt-2 text-sm text-gray-600">No locations found.</p>
          ) : (
            // States and cities in groups of their own (issue 31), one scrolling list.
            <div className="mt-2 max-h-72 space-y-3 overflow-y-auto pr-2">
              {(
                [
                  ["States", locations.states],
                  ["Cities", locations.cities],
                ] as const
              ).map(([title, names]) =>
                names.length ? (
                  <fieldset key={title}>
                    <legend className="text-sm font-medium text-ink/80">{title}</legend>
                    <Boxes name="location" options={names.map((l) => ({ value: l, label: l }))} checked={applied.locations} className="mt-1" />
                  </fieldset>
                ) : null,
              )}
            </div>
          )}
        </fieldset>
        <Group legend="Status" name="status" options={COMMISSIONING_STATUSES} checked={applied.statuses} />
      </div>
    </FilterBar>
  );
}

function Group(props: { legend: string; name: string; options: readonly { value: string; label: string }[]; checked: readonly string[] }) {
  return (
    <fieldset>
      <legend className="font-semibold text-ink">{props.legend}</legend>
      <Boxes {...props} />
    </fieldset>
  );
}

function Boxes({ name, options, checked, className = "" }: { name: string; options: readonly { value: string; label: string }[]; checked: readonly string[]; className?: string }) {
  return (
    <ul className={`mt-2 space-y-1 ${className}`}>
      {options.map((o) => (
        <li key={o.value}>
          <label className="inline-flex items-center gap-2">
            <input type="checkbox" name={name} value={o.value} defaultChecked={checked.includes(o.value)} className={CHECKBOX} />
            {o.label}
          </label>
        </li>
      ))}
    </ul>
  );
}
