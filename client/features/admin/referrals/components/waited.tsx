import type { AdminReferralRow } from '@shared/api/referrals';
import { REFERRAL_RESPONSE_HOURS } from '@shared/referrals';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/utils';

const hours = (value: number) => (value < 1 ? 'under 1 h' : `${Math.floor(value)} h`);

/** How long a request waited against the 48-hour promise; a broken promise in red, with an 'Overdue' badge. */
export function Waited({ referral, className }: { referral: Pick<AdminReferralRow, 'status' | 'waitedHours' | 'overdue'>; className?: string }) {
  if (referral.status !== 'new') return <span className={cn('text-slate-700', className)}>Answered in {hours(referral.waitedHours)}</span>;
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-2', className)}>
      <span className={cn('tabular-nums', referral.overdue ? 'font-semibold text-red-700' : 'text-slate-800')}>
        {hours(referral.waitedHours)} of {REFERRAL_RESPONSE_HOURS} h
      </span>
      {referral.overdue ? <Badge className="border-transparent bg-red-700 text-white">Overdue</Badge> : null}
    </span>
  );
}
