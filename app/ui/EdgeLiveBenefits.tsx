const BENEFITS = [
  { title: "Live equipment health", text: "See the running status and key parameters of your boilers, chillers and plants in real time." },
  { title: "Early alerts", text: "Get alerts before a deviation becomes a breakdown, so shutdowns are planned, not forced." },
  { title: "Efficiency insights", text: "Track fuel, energy and water efficiency against design values and spot losses early." },
  { title: "Expert support", text: "Our engineers see the same data you do and can advise remotely, faster." },
];

/** Cards of what a connected service offers (Edge Live, the resin tool). */
export function BenefitCards({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2">
      {items.map((b) => (
        <li key={b.title} className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5">
          <h2 className="font-semibold text-ink">{b.title}</h2>
          <p className="mt-2 text-sm text-ink/80">{b.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function EdgeLiveBenefits() {
  return <BenefitCards items={BENEFITS} />;
}
