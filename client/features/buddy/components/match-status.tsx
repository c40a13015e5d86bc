import { displayName } from '@shared/display-name';
import type { BuddyMatch, MatchStatus } from '@shared/api/buddy';
import { type Translate, useT } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';
import { type BuddyKey, buddyMessages } from '../messages';

/** Each state's name, a key of the buddy messages ("Accepted"). */
export const STATUS_LABELS = {
  requested: 'status.requested',
  accepted: 'status.accepted',
  declined: 'status.declined',
  cancelled: 'status.cancelled',
  completed: 'status.completed',
} as const satisfies Record<MatchStatus, BuddyKey>;

/** Each pair meets WCAG AA for small text. */
const TONES: Record<MatchStatus, string> = {
  requested: 'border-amber-300 bg-amber-50 text-amber-900',
  accepted: 'border-brand-200 bg-brand-50 text-brand-900',
  declined: 'border-slate-300 bg-slate-100 text-slate-800',
  cancelled: 'border-slate-300 bg-slate-100 text-slate-800',
  completed: 'border-blue-200 bg-blue-50 text-blue-900',
};

/** The state of a match as a pill ("Accepted"). */
export function StatusBadge({ status, className }: { status: MatchStatus; className?: string }) {
  const t = useT(buddyMessages);
  return (
    <span className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[status], className)}>
      {t(STATUS_LABELS[status])}
    </span>
  );
}

type T = Translate<typeof buddyMessages.en>;

/** What the state means, for an administrator who is in neither side of the match. */
function observedExplanation(status: BuddyMatch['status'], requester: string, recipient: string, t: T) {
  switch (status) {
    case 'requested':
      return t('observed.requested', { requester, recipient });
    case 'accepted':
      return t('observed.accepted', { requester, recipient });
    case 'declined':
      return t('observed.declined', { requester, recipient });
    case 'cancelled':
      return t('explain.cancelled');
    case 'completed':
      return t('observed.completed', { requester, recipient });
  }
}

/** What the state means for me, in a sentence or two (`name`: the other member), in the page's language (`t`). */
export function statusExplanation(match: Pick<BuddyMatch, 'status' | 'role' | 'requester' | 'recipient'>, name: string, t: T) {
  if (match.role === 'observer') return observedExplanation(match.status, displayName(match.requester), displayName(match.recipient), t);
  const asked = match.role === 'requester';
  switch (match.status) {
    case 'requested':
      return asked ? t('explain.requestedByMe', { name }) : t('explain.requestedOfMe', { name });
    case 'accepted':
      return t('explain.accepted', { name });
    case 'declined':
      return asked ? t('explain.declinedByThem', { name }) : t('explain.declinedByMe');
    case 'cancelled':
      return t('explain.cancelled');
    case 'completed':
      return t('explain.completed', { name });
  }
}
