/** The five home-page tips (spec 1 §2 Home tips). */
export const HOME_TIPS = [
  "Track your orders, enquiries and complaints from the dashboard tabs.",
  "Raise an enquiry or a complaint in a few clicks with Quick Actions.",
  "Use Request a Call-back and our team will call you at a time that suits you.",
  "Open an asset to access its equipment drawings and documents.",
  "Chat with our WhatsApp bot for quick answers, any time.",
] as const;

export function HomeTips() {
  return (
    <section aria-labelledby="home-tips-heading" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="home-tips-heading" className="mb-2 text-base font-semibold">
        Tips
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        {HOME_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
