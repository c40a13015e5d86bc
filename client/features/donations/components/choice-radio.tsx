import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';

type Props = { name: string; value: string; checked: boolean; onChoose: () => void; children: ReactNode; className?: string };

/**
 * A native radio button drawn as a large toggle: arrow keys move through its group, the label is
 * its name, and the invisible input lies over the whole button so a click anywhere chooses it.
 */
export function ChoiceRadio({ name, value, checked, onChoose, children, className }: Props) {
  return (
    <label className={cn('relative block', className)}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChoose}
        className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
      />
      <span className="flex h-12 items-center justify-center rounded-lg border-2 border-slate-300 bg-white px-3 text-base font-semibold text-slate-900 transition-colors peer-hover:border-brand-600 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700">
        {children}
      </span>
    </label>
  );
}
