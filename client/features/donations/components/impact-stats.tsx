/** Spec sections 2 and 9: the donate page's figures. */
const STATS = [
  { value: '2,500+', label: 'families supported' },
  { value: '45+', label: 'countries reached' },
  { value: '95%', label: 'treatment success' },
] as const;

export function ImpactStats() {
  return (
    <dl className="mt-8 grid gap-4 sm:grid-cols-3">
      {STATS.map((stat) => (
        <div key={stat.label} className="flex flex-col rounded-xl bg-white/10 p-5">
          <dt className="text-brand-100">{stat.label}</dt>
          <dd className="order-first text-4xl font-extrabold text-white">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
