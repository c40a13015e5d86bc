import { useLocale, useT } from '@client/lib/i18n';
import { formatCents } from '../format';
import { shopMessages } from '../messages';

type Props = {
  subtotalCents: number;
  /** The shipping chosen (or the cheapest), with what it is called; none before a destination is known. */
  shipping?: { label: string; cents: number } | null;
  /** What the total is called ('Total', 'Total with standard shipping'). */
  totalLabel?: string;
};

const row = 'flex items-baseline justify-between gap-4';

/** Subtotal, shipping and total, as a list of terms and amounts. */
export function Totals({ subtotalCents, shipping = null, totalLabel }: Props) {
  const t = useT(shopMessages);
  const locale = useLocale();
  return (
    <dl className="space-y-2 text-slate-800">
      <div className={row}>
        <dt>{t('totals.subtotal')}</dt>
        <dd className="font-semibold text-slate-900" data-testid="subtotal">
          {formatCents(subtotalCents, locale)}
        </dd>
      </div>
      {shipping ? (
        <>
          <div className={row}>
            <dt>{shipping.label}</dt>
            <dd className="font-semibold text-slate-900">{shipping.cents === 0 ? t('totals.free') : formatCents(shipping.cents, locale)}</dd>
          </div>
          <div className={`${row} border-t border-slate-200 pt-2 text-lg font-bold text-slate-900`}>
            <dt>{totalLabel ?? t('totals.total')}</dt>
            <dd data-testid="total">{formatCents(subtotalCents + shipping.cents, locale)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}
