import { HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { IMPACT_EXAMPLES, type DonationType, splitOf } from '@shared/donations';
import { Card, CardContent } from '@client/components/ui/card';
import { formatDollars } from '@client/lib/format';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { donationsMessages } from '../messages';

/** Where the chosen gift goes (the 80 / 20 split in whole dollars), what gifts pay for, and how monthly gifts work. */
export function ImpactExplanation({ amount, type }: { amount: number; type: DonationType }) {
  const split = splitOf(amount);
  const t = useT(donationsMessages);
  const locale = useLocale();
  return (
    <Card>
      <section aria-labelledby="impact-heading">
        <CardContent className="space-y-6">
          <div>
            <h2 id="impact-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
              <HeartHandshake aria-hidden="true" className="size-5 text-brand-700" /> {t('impact.title')}
            </h2>
            <p className="mt-2 text-slate-700">{t('impact.split')}</p>
            <p className="mt-1 text-sm">
              <Link to="/transparency" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
                {t('impact.transparency')}
              </Link>
            </p>
          </div>
          <div className="rounded-lg bg-brand-50 p-4" data-testid="gift-split">
            <p className="text-sm font-semibold text-brand-900">{t('impact.yours', { type, amount: formatDollars(amount, locale) })}</p>
            <p className="mt-1 text-slate-900">
              <Rich
                t={t}
                k="impact.shares"
                values={{ charities: formatDollars(split.charities, locale), platform: formatDollars(split.platform, locale) }}
                tags={{ strong: (text) => <strong>{text}</strong> }}
              />
            </p>
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">{t('impact.examplesTitle')}</h3>
            <ul className="mt-3 space-y-3">
              {IMPACT_EXAMPLES.map((example) => (
                <li key={example.amount} className="flex items-baseline gap-3">
                  <span className="w-14 shrink-0 text-lg font-bold text-brand-800">{formatDollars(example.amount, locale)}</span>
                  <span className="text-slate-700">{t(`impact.example.${example.amount}`)}</span>
                </li>
              ))}
            </ul>
          </div>
          <p className="border-t border-slate-200 pt-4 text-sm text-slate-700">{t('impact.monthly')}</p>
        </CardContent>
      </section>
    </Card>
  );
}
