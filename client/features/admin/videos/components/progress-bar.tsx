import { cn } from '@client/lib/utils';

type Props = {
  /** 0..100 */
  percent: number;
  /** Names the bar ("Uploading Cast care", "Processing Cast care"). */
  label: string;
  /** What a screen reader reads for the value ("42%, 3.1 MB of 7.4 MB"). */
  valueText?: string;
  className?: string;
};

/** A progress bar with its value for assistive technology; the number beside it is the caller's. */
export function ProgressBar({ percent, label, valueText, className }: Props) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText ?? `${value}%`}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div className="h-full rounded-full bg-brand-700 transition-[width] duration-300" style={{ width: `${value}%` }} />
    </div>
  );
}
