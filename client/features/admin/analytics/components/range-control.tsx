import { type FormEvent, useId, useState } from 'react';
import { ANALYTICS_FIGURES } from '@shared/api/analytics-figures';
import { Button } from '@client/components/ui/button';
import { inputClass } from '@client/components/ui/field';
import { cn } from '@client/lib/utils';
import { customRangeProblem, type DayRange, presetLabels, type RangePreset, rangePresets } from '../range';
import { useLocale, useT } from '@client/lib/i18n';
import { analyticsMessages } from '../messages';

type Choice = RangePreset | 'custom';

type Props = {
  choice: Choice;
  range: DayRange;
  today: string;
  onPreset: (preset: RangePreset) => void;
  onCustom: (range: DayRange) => void;
};

const optionClass =
  'flex h-10 cursor-pointer items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-checked:hover:bg-brand-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700';

/**
 * The period the figures cover: a preset ending today, or two days of one's own (checked here as
 * the server checks them, so a mistake is explained before anything is asked).
 */
export function RangeControl({ choice, range, today, onPreset, onCustom }: Props) {
  const id = useId();
  const t = useT(analyticsMessages);
  const locale = useLocale();
  // Custom chosen, its days not yet shown (the address still names a preset).
  const [editing, setEditing] = useState(false);
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<string | null>(null);
  // Another period arrived (a preset, the browser's Back): the form starts from it.
  const [seen, setSeen] = useState(range);
  if (seen.from !== range.from || seen.to !== range.to) {
    setSeen(range);
    setFrom(range.from);
    setTo(range.to);
    setProblem(null);
  }
  const customOpen = editing || choice === 'custom';
  const shown: Choice = customOpen ? 'custom' : choice;

  const choose = (next: Choice) => {
    if (next === 'custom') {
      setEditing(true);
      return;
    }
    setEditing(false);
    setProblem(null);
    onPreset(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeProblem(from, to, locale);
    setProblem(found);
    if (found) return;
    setEditing(false);
    onCustom({ from, to });
  };

  const errorId = `${id}-error`;
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">{t('control.period')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {[...rangePresets, 'custom' as const].map((option) => (
            <label key={option} className="relative">
              <input
                type="radio"
                name={`${id}-period`}
                value={option}
                checked={shown === option}
                onChange={() => choose(option)}
                className="peer sr-only"
              />
              <span className={optionClass}>{option === 'custom' ? t('control.custom') : t(presetLabels[option])}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {customOpen ? (
        <form method="post" noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4" aria-label={t('control.customPeriod')}>
          <div className="space-y-1">
            <label htmlFor={`${id}-from`} className="block text-sm font-medium text-slate-900">
              {t('control.firstDay')}
            </label>
            <input
              id={`${id}-from`}
              type="date"
              value={from}
              min={ANALYTICS_FIGURES.earliestDay}
              max={today}
              onChange={(event) => setFrom(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              className={cn(inputClass, 'w-44')}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-to`} className="block text-sm font-medium text-slate-900">
              {t('control.lastDay')}
            </label>
            <input
              id={`${id}-to`}
              type="date"
              value={to}
              min={ANALYTICS_FIGURES.earliestDay}
              max={today}
              onChange={(event) => setTo(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              className={cn(inputClass, 'w-44')}
            />
          </div>
          <Button type="submit">{t('control.show')}</Button>
          {problem ? (
            <p id={errorId} role="alert" className="basis-full text-sm text-red-700">
              {problem}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
