import { displayName } from '@shared/display-name';
import type { BuddyMatch, MatchStatus } from '@shared/api/buddy';
import { cn } from '@client/lib/utils';

export const STATUS_LABELS: Record<MatchStatus, string> = {
  requested: 'Requested',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

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
  return (
    <span className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[status], className)}>
      {STATUS_LABELS[status]}
    </span>
  );
}

/** What the state means, for an administrator who is in neither side of the match. */
function observedExplanation(status: BuddyMatch['status'], requester: string, recipient: string) {
  switch (status) {
    case 'requested':
      return `${requester} asked ${recipient} to be their buddy. ${recipient} has not answered yet.`;
    case 'accepted':
      return `${requester} and ${recipient} are buddies and are agreeing on the shoes in their conversation.`;
    case 'declined':
      return `${recipient} declined ${requester}'s request.`;
    case 'cancelled':
      return 'This match was cancelled.';
    case 'completed':
      return `${requester} and ${recipient} completed this match.`;
  }
}

/** What the state means for me, in a sentence or two (`name`: the other member). */
export function statusExplanation(match: Pick<BuddyMatch, 'status' | 'role' | 'requester' | 'recipient'>, name: string) {
  if (match.role === 'observer') return observedExplanation(match.status, displayName(match.requester), displayName(match.recipient));
  const asked = match.role === 'requester';
  switch (match.status) {
    case 'requested':
      return asked
        ? `You asked ${name} to be your buddy. We're waiting for their answer, and we'll let you know.`
        : `${name} would like to be your buddy. Accept to start talking about the shoes, or decline if it doesn't suit you.`;
    case 'accepted':
      return `You and ${name} are buddies. Agree in your conversation which shoes to buy and how to share the cost, and mark the match as completed once you have swapped.`;
    case 'declined':
      return asked ? `${name} declined this request. There may be other buddies for you.` : `You declined this request.`;
    case 'cancelled':
      return 'This match was cancelled.';
    case 'completed':
      return `You and ${name} completed this match. We hope the shoes fit well!`;
  }
}
