import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent } from '@client/components/ui/card';
import { useLocale, useT } from '@client/lib/i18n';
import { orderDate } from '../format';
import { shopMessages } from '../messages';
import { splitPairPath, useMySplitPairs } from '../split-pairs-api';

/** The profile's side column: split pairs shared with a Clubfoot Buddy, newest first. */
export default function YourSplitPairs() {
  const splitPairs = useMySplitPairs(true).data?.splitPairs ?? [];
  const t = useT(shopMessages);
  const locale = useLocale();
  if (splitPairs.length === 0) return null;
  return (
    <Card>
      <section aria-labelledby="your-split-pairs-heading">
        <CardContent>
          <h2 id="your-split-pairs-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Users aria-hidden="true" className="size-5 text-brand-700" /> {t('splits.title')}
          </h2>
          <ul className="mt-4 divide-y divide-slate-200">
            {splitPairs.map((split) => {
              const buddy = split.you === 'initiator' ? split.partner : split.initiator;
              return (
                <li key={split.id} className="py-3 first:pt-0 last:pb-0">
                  <Link to={splitPairPath(split.id)} className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
                    {split.product.name}
                  </Link>
                  <p className="mt-0.5 text-sm text-slate-700">
                    {t('splits.with', { name: buddy.member.name })} · {orderDate(split.createdAt, locale)} ·{' '}
                    <span className="font-medium text-slate-900">{t(`splitStatus.${split.status}`)}</span>
                  </p>
                </li>
              );
            })}
          </ul>
        </CardContent>
      </section>
    </Card>
  );
}
