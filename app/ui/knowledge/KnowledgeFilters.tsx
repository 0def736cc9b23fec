import { CheckboxFieldset } from "../CheckboxFieldset";
import { FilterBar } from "../FilterBar";
import { CHECKBOX } from "../styles";

export interface KnowledgeFilterOptions {
  sections: { label: string; value: string }[];
  resourceTypes: string[];
  solutions: { solution: string; products: string[] }[];
}

export interface AppliedKnowledgeFilter {
  section: string | null;
  types: string[];
  solutions: string[];
  products: string[];
}

/**
 * The knowledge hub's filters in the URL (docs/decisions/009 and 040): Section is one choice (a
 * select), resource types and solutions with their products are checkboxes. A GET form, so it
 * works without JavaScript. Remount it with a `key` of the applied filter after a navigation.
 */
export function KnowledgeFilters({ options, applied, count }: { options: KnowledgeFilterOptions; applied: AppliedKnowledgeFilter; count: number }) {
  const chosen = applied.solutions.length + applied.products.length;
  return (
    <FilterBar label="Filter knowledge resources" fields={["section", "type", "solution", "product"]} resetTo="/knowledge-hub" applied={count}>
      <div className="flex flex-wrap gap-x-10 gap-y-4">
        <div>
          <label htmlFor="knowledge-section" className="font-semibold text-ink">
            Section
          </label>
          <select
            id="knowledge-section"
            name="section"
            defaultValue={applied.section ?? ""}
            className="mt-2 block rounded-md border border-slate-300 bg-white px-3 py-2 text-ink"
          >
            <option value="">All sections</option>
            {options.sections.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <CheckboxFieldset legend="Resource type" name="type" options={options.resourceTypes} checked={applied.types} />
      </div>
      <details open={chosen > 0} className="group mt-4 rounded-md border border-slate-200">
        <summary className="cursor-pointer px-3 py-2 font-semibold text-ink">
          Solutions and products{chosen > 0 ? ` (${chosen} chosen)` : ""}
        </summary>
        <div className="grid gap-4 px-3 pt-1 pb-3 sm:grid-cols-2 lg:grid-cols-3">
          {options.solutions.map(({ solution, products }) => (
            <fieldset key={solution}>
              <legend className="sr-only">{solution}</legend>
              <label className="inline-flex items-center gap-2 font-medium text-ink">
                <input type="checkbox" name="solution" value={solution} defaultChecked={applied.solutions.includes(solution)} className={CHECKBOX} />
                {solution}
              </label>
              {products.length > 0 ? (
                <ul className="mt-1 ml-6 space-y-1 text-sm" aria-label={`${solution} products`}>
                  {products.map((product) => (
                    <li key={product}>
                      <label className="inline-flex items-center gap-2">
                        <input type="checkbox" name="product" value={product} defaultChecked={applied.products.includes(product)} className={CHECKBOX} />
                        {product}
                      </label>
                    </li>
                  ))}
                </ul>
              ) : null}
            </fieldset>
          ))}
        </div>
      </details>
    </FilterBar>
  );
}
