import { useT } from '@client/lib/i18n';
import { donationsMessages } from '../messages';

/** Spec sections 2 and 9: the donate page's figures (value and label are keys of the donations messages). */
const STATS = ['families', 'countries', 'success'] as const;

export function ImpactStats() {
  const t = useT(donationsMessages);
  return (
    <dl className="mt-8 grid gap-4 sm:grid-cols-3">
      {STATS.map((stat) => (
        <div key={stat} className="flex flex-col rounded-xl bg-white/10 p-5">
          <dt className="text-brand-100">{t(`stats.${stat}.label`)}</dt>
          <dd className="order-first text-4xl font-extrabold text-white">{t(`stats.${stat}.value`)}</dd>
        </div>
      ))}
    </dl>
  );
}
