import { useId } from 'react';
import { inputClass } from '@client/components/ui/field';
import { useT } from '@client/lib/i18n';
import { adminMessages } from '../messages';

type Props<T extends string> = {
  label: string;
  value: T | null;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T | null) => void;
  /** The first choice, which stands for no filter ("All" unless given). */
  allLabel?: string;
};

/** One of an admin list's filters: a select that applies as soon as it changes. */
export function ListFilter<T extends string>({ label, value, options, labels, onChange, allLabel }: Props<T>) {
  const id = useId();
  const t = useT(adminMessages);
  return (
    <div className="space-y-1 sm:w-44">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange((event.target.value || null) as T | null)} className={inputClass}>
        <option value="">{allLabel ?? t('filter.all')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
