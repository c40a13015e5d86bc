import { Minus, Plus } from 'lucide-react';
import { useT } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';
import { shopMessages } from '../messages';

type Props = { value: number; max: number; onChange: (value: number) => void; label: string; className?: string };

const stepClass =
  'flex size-9 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-disabled:hover:bg-transparent';

/**
 * One less, the quantity, one more. The ends are marked aria-disabled rather than disabled, so the
 * focus stays on a button pressed up to its end.
 */
export function QuantityStepper({ value, max, onChange, label, className }: Props) {
  const t = useT(shopMessages);
  const canLess = value > 1;
  const canMore = value < max;
  return (
    <div role="group" aria-label={label} className={cn('inline-flex items-center rounded-lg border border-slate-300 bg-white', className)}>
      <button type="button" aria-label={t('stepper.decrease')} aria-disabled={!canLess || undefined} onClick={() => canLess && onChange(value - 1)} className={stepClass}>
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <span aria-live="polite" aria-atomic="true" className="min-w-8 text-center text-sm font-semibold text-slate-900" data-testid="line-quantity">
        {value}
      </span>
      <button type="button" aria-label={t('stepper.increase')} aria-disabled={!canMore || undefined} onClick={() => canMore && onChange(value + 1)} className={stepClass}>
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
