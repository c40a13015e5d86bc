import type { AdminReferralRow } from '@shared/api/referrals';
import { REFERRAL_RESPONSE_HOURS } from '@shared/referrals';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/utils';
import { type Translate, useT } from '@client/lib/i18n';
import { referralsAdminMessages } from '../messages';

const hours = (value: number, t: Translate<(typeof referralsAdminMessages)['en']>) => (value < 1 ? t('waited.under') : t('waited.hours', { hours: Math.floor(value) }));

/** How long a request waited against the 48-hour promise; a broken promise in red, with an 'Overdue' badge. */
export function Waited({ referral, className }: { referral: Pick<AdminReferralRow, 'status' | 'waitedHours' | 'overdue'>; className?: string }) {
  const t = useT(referralsAdminMessages);
  if (referral.status !== 'new') return <span className={cn('text-slate-700', className)}>{t('waited.answered', { time: hours(referral.waitedHours, t) })}</span>;
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-2', className)}>
      <span className={cn('tabular-nums', referral.overdue ? 'font-semibold text-red-700' : 'text-slate-800')}>
        {t('waited.of', { time: hours(referral.waitedHours, t), max: REFERRAL_RESPONSE_HOURS })}
      </span>
      {referral.overdue ? <Badge className="border-transparent bg-red-700 text-white">{t('overdue')}</Badge> : null}
    </span>
  );
}
