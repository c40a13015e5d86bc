import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { SPLIT_PAIR_STATUS_LABELS } from '@shared/shop';
import { Card, CardContent } from '@client/components/ui/card';
import { orderDate } from '../format';
import { splitPairPath, useMySplitPairs } from '../split-pairs-api';

/** The profile's side column: split pairs shared with a Clubfoot Buddy, newest first. */
export default function YourSplitPairs() {
  const splitPairs = useMySplitPairs(true).data?.splitPairs ?? [];
  if (splitPairs.length === 0) return null;
  return (
    <Card>
      <section aria-labelledby="your-split-pairs-heading">
        <CardContent>
          <h2 id="your-split-pairs-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Users aria-hidden="true" className="size-5 text-brand-700" /> Split pairs
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
                    With {buddy.member.name} · {orderDate(split.createdAt)} ·{' '}
                    <span className="font-medium text-slate-900">{SPLIT_PAIR_STATUS_LABELS[split.status]}</span>
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
