import { Form } from "@remix-run/react";

export interface RecommendedItemView {
  partCode: string;
  name: string;
  type: "Spare" | "Service";
  inCart: boolean;
  /** How often it is booked for assets like this one, when it is among the most booked. */
  bookings: number | null;
}

export interface RecommendationGroupView {
  assetId: string;
  title: string;
  subtitle: string;
  items: RecommendedItemView[];
  frequentFailed: boolean;
}

/**
 * One asset's recommended spares and services (spec document 3 section 7: recommendations and
 * frequently booked), each with an Add to cart form that works without JavaScript.
 */
export function RecommendationGroup({ group, disabled }: { group: RecommendationGroupView; disabled: boolean }) {
  const headingId = `asset-${group.assetId}-heading`;
  return (
    <section id={`asset-${group.assetId}`} aria-labelledby={headingId} className="scroll-mt-20 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5">
      <h3 id={headingId} className="font-semibold text-ink">
        {group.title}
      </h3>
      <p className="text-sm text-ink/70">{group.subtitle}</p>
      {group.frequentFailed ? <p className="mt-2 text-sm text-amber-900">We could not load what is booked most often for this asset right now.</p> : null}
      <ul className="mt-3 divide-y divide-slate-100">
        {group.items.map((item) => (
          <li key={`${item.type}-${item.partCode}`} className="flex items-center justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="font-medium break-words">{item.name}</p>
              <p className="text-xs text-ink/70">
                {item.type} · {item.partCode}
                {item.bookings ? <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 font-medium whitespace-nowrap text-amber-900">Frequently booked</span> : null}
              </p>
            </div>
            {item.inCart ? (
              <a href="#cart" className="shrink-0 text-sm font-medium text-green-800 underline">
                In cart<span className="sr-only">: {item.name}</span>
              </a>
            ) : (
              <Form method="post" preventScrollReset data-keep-scroll="" className="shrink-0">
                <input type="hidden" name="assetId" value={group.assetId} />
                <input type="hidden" name="partCode" value={item.partCode} />
                <input type="hidden" name="itemType" value={item.type} />
                <input type="hidden" name="quantity" value="1" />
                <button
                  type="submit"
                  name="intent"
                  value="add"
                  disabled={disabled}
                  className="rounded-md border border-brand-blue-dark px-3 py-1 text-sm font-medium text-brand-blue-dark hover:bg-sky-50 disabled:cursor-not-allowed disabled:opacity-60"
                >
                  Add to cart<span className="sr-only">: {item.name} for {group.title}</span>
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
