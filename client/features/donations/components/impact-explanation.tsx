import { HeartHandshake } from 'lucide-react';
import { IMPACT_EXAMPLES, type DonationType, splitOf } from '@shared/donations';
import { Card, CardContent } from '@client/components/ui/card';
import { formatDollars } from '@client/lib/format';

/** Where the chosen gift goes (the 80 / 20 split in whole dollars), what gifts pay for, and how monthly gifts work. */
export function ImpactExplanation({ amount, type }: { amount: number; type: DonationType }) {
  const split = splitOf(amount);
  return (
    <Card>
      <section aria-labelledby="impact-heading">
        <CardContent className="space-y-6">
          <div>
            <h2 id="impact-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
              <HeartHandshake aria-hidden="true" className="size-5 text-brand-700" /> Where your gift goes
            </h2>
            <p className="mt-2 text-slate-700">80% of every donation goes to clubfoot charities, and 20% supports running the platform.</p>
          </div>
          <div className="rounded-lg bg-brand-50 p-4" data-testid="gift-split">
            <p className="text-sm font-semibold text-brand-900">
              Your {formatDollars(amount)}
              {type === 'monthly' ? ' each month' : ''}
            </p>
            <p className="mt-1 text-slate-900">
              <strong>{formatDollars(split.charities)}</strong> to clubfoot charities, <strong>{formatDollars(split.platform)}</strong> to the platform
            </p>
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">What a gift can do</h3>
            <ul className="mt-3 space-y-3">
              {IMPACT_EXAMPLES.map((example) => (
                <li key={example.amount} className="flex items-baseline gap-3">
                  <span className="w-14 shrink-0 text-lg font-bold text-brand-800">{formatDollars(example.amount)}</span>
                  <span className="text-slate-700">{example.label}</span>
                </li>
              ))}
            </ul>
          </div>
          <p className="border-t border-slate-200 pt-4 text-sm text-slate-700">
            Monthly gifts recur every month and can be cancelled any time: from your profile, or with the link in your receipt.
          </p>
        </CardContent>
      </section>
    </Card>
  );
}
