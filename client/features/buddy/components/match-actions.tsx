import { useState } from 'react';
import type { BuddyMatch } from '@shared/api/buddy';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { type MatchStep, otherMember, useMatchStep } from '../api';
import { displayName } from '@shared/display-name';
import { canTakeStep } from '../policy';

type Asking = 'decline' | 'cancel' | null;

const STEP_NOTICES: Record<MatchStep, { title: string; description: (name: string) => string }> = {
  accept: { title: 'Buddy request accepted', description: (name) => `You and ${name} are buddies now. Say hello in your conversation.` },
  decline: { title: 'Request declined', description: (name) => `We've let ${name} know.` },
  cancel: { title: 'Match cancelled', description: (name) => `We've let ${name} know.` },
  complete: { title: 'Match completed', description: () => 'Thank you for sharing. You can leave feedback about how it went.' },
};

const stepNotices = {
  done: (match: BuddyMatch, step: MatchStep) => {
    const notice = STEP_NOTICES[step];
    toast({ title: notice.title, description: notice.description(displayName(otherMember(match))) });
  },
  failed: (error: Error) => toast({ title: 'Could not update the match', description: errorMessage(error), variant: 'destructive' }),
};

/** The steps I may take now (the policy's, sent as the match's `actions`); declining and cancelling ask first. */
export function MatchActions({ match, name }: { match: BuddyMatch; name: string }) {
  const step = useMatchStep(match.id, stepNotices);
  const [asking, setAsking] = useState<Asking>(null);
  const can = (action: MatchStep) => canTakeStep(match, action);
  const isRequest = match.status === 'requested';
  const run = (action: 'accept' | 'decline' | 'cancel' | 'complete') => step.mutate(action, { onSettled: () => setAsking(null) });

  if (!can('accept') && !can('decline') && !can('cancel') && !can('complete')) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {can('accept') ? (
        <Button disabled={step.isPending} onClick={() => run('accept')}>
          Accept
        </Button>
      ) : null}
      {can('complete') ? (
        <Button disabled={step.isPending} onClick={() => run('complete')}>
          Mark as completed
        </Button>
      ) : null}
      {can('decline') ? (
        <Button variant="outline" disabled={step.isPending} onClick={() => setAsking('decline')}>
          Decline
        </Button>
      ) : null}
      {can('cancel') ? (
        <Button variant="outline" disabled={step.isPending} onClick={() => setAsking('cancel')}>
          {isRequest ? 'Cancel request' : 'Cancel match'}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking === 'decline'}
        onOpenChange={(open) => setAsking(open ? 'decline' : null)}
        title={`Decline ${name}'s request?`}
        description={`We'll let ${name} know. They can still be suggested to you later.`}
        confirmLabel="Decline"
        cancelLabel="Go back"
        pending={step.isPending}
        onConfirm={() => run('decline')}
      />
      <ConfirmDialog
        open={asking === 'cancel'}
        onOpenChange={(open) => setAsking(open ? 'cancel' : null)}
        title={isRequest ? 'Cancel this request?' : 'Cancel this match?'}
        description={`We'll let ${name} know. This can't be undone, but you can send a new request later.`}
        confirmLabel={isRequest ? 'Cancel request' : 'Cancel match'}
        cancelLabel="Keep it"
        pending={step.isPending}
        onConfirm={() => run('cancel')}
      />
    </div>
  );
}
