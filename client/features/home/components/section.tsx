/** The home page's sections share one width and one heading style. */
export const container = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';

export function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="max-w-2xl">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {intro ? <p className="mt-3 text-lg text-slate-700">{intro}</p> : null}
    </div>
  );
}
