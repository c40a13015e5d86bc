import { useId } from 'react';
import type { ProductVariant } from '@shared/api/shop';
import { useT } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';
import { shopMessages } from '../messages';
import { type Choice, type Dimension, dimensionsOf, optionLabel, optionState, type PickerLabel, type StockOf } from '../variants';

type Props = {
  variants: readonly ProductVariant[];
  choice: Choice;
  onChoose: (dimension: Dimension, value: string) => void;
  /** The dimension the buyer was asked to choose (Add to cart before choosing): its group says so. */
  missing: Dimension | null;
  /** Other names for the groups ('leftSize': 'Left foot size'). */
  labels?: Partial<Record<Dimension, PickerLabel>>;
  /** How many of a variant can be bought (pairs unless told). */
  stockOf?: StockOf;
};

/** A radio group per dimension the product has; options that do not exist with the rest of the choice are disabled, sold-out ones marked. */
export function VariantPicker({ variants, choice, onChoose, missing, labels, stockOf }: Props) {
  const id = useId();
  const t = useT(shopMessages);
  return (
    <div className="space-y-5">
      {dimensionsOf(variants).map(({ dimension, values }) => {
        const name = labels?.[dimension] ?? dimension;
        const label = t(`picker.label.${name}`);
        const errorId = `${id}-${dimension}-error`;
        const chosen = choice[dimension];
        return (
          <fieldset key={dimension} aria-describedby={missing === dimension ? errorId : undefined} data-dimension={dimension}>
            <legend className="text-sm font-semibold text-slate-900">
              {label}
              {chosen ? <span className="font-normal text-slate-700">{t('picker.chosen', { value: optionLabel(dimension, chosen, t) })}</span> : null}
            </legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {values.map((value) => {
                const state = optionState(variants, choice, dimension, value, stockOf);
                return (
                  <label key={value} className={cn('relative block', state === 'unavailable' && 'cursor-not-allowed')}>
                    <input
                      type="radio"
                      name={`${id}-${dimension}`}
                      value={value}
                      checked={chosen === value}
                      disabled={state === 'unavailable'}
                      onChange={() => onChoose(dimension, value)}
                      className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
                    />
                    <span
                      className={cn(
                        'flex h-11 min-w-11 items-center justify-center rounded-lg border-2 border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 transition-colors',
                        'peer-hover:border-brand-600 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white',
                        'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700',
                        state === 'sold-out' && 'border-dashed text-slate-700 line-through peer-checked:text-white',
                        state === 'unavailable' && 'border-slate-200 bg-slate-100 text-slate-600 line-through peer-hover:border-slate-200',
                      )}
                    >
                      {optionLabel(dimension, value, t)}
                      {state === 'sold-out' ? <span className="sr-only"> {t('picker.soldOut')}</span> : null}
                      {state === 'unavailable' ? <span className="sr-only"> {t('picker.unavailable')}</span> : null}
                    </span>
                  </label>
                );
              })}
            </div>
            {missing === dimension ? (
              <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
                {t(`picker.missing.${name}`)}
              </p>
            ) : null}
          </fieldset>
        );
      })}
    </div>
  );
}
