import { useState } from 'react';
import type { BuddyMatch } from '@shared/api/buddy';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { type MatchStep, otherMember, useMatchStep } from '../api';
import { displayName } from '@shared/display-name';
import { canTakeStep } from '../policy';
import { tIn, useT } from '@client/lib/i18n';
import { buddyMessages } from '../messages';

type Asking = 'decline' | 'cancel' | null;

/** Each step's notice: `step.<step>.title` and `step.<step>.text` of the buddy messages, in the page's language when it shows. */
const stepNotices = {
  done: (match: BuddyMatch, step: MatchStep) => {
    const t = tIn(buddyMessages);
    toast({ title: t(`step.${step}.title`), description: t(`step.${step}.text`, { name: displayName(otherMember(match)) }) });
  },
  failed: (error: Error) => toast({ title: tIn(buddyMessages)('step.failed'), description: errorMessage(error), variant: 'destructive' }),
};

/** The steps I may take now (the policy's, sent as the match's `actions`); declining and cancelling ask first. */
export function MatchActions({ match, name }: { match: BuddyMatch; name: string }) {
  const step = useMatchStep(match.id, stepNotices);
  const [asking, setAsking] = useState<Asking>(null);
  const t = useT(buddyMessages);
  const can = (action: MatchStep) => canTakeStep(match, action);
  const isRequest = match.status === 'requested';
  const run = (action: 'accept' | 'decline' | 'cancel' | 'complete') => step.mutate(action, { onSettled: () => setAsking(null) });

  if (!can('accept') && !can('decline') && !can('cancel') && !can('complete')) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {can('accept') ? (
        <Button disabled={step.isPending} onClick={() => run('accept')}>
          {t('actions.accept')}
        </Button>
      ) : null}
      {can('complete') ? (
        <Button disabled={step.isPending} onClick={() => run('complete')}>
          {t('actions.complete')}
        </Button>
      ) : null}
      {can('decline') ? (
        <Button variant="outline" disabled={step.isPending} onClick={() => setAsking('decline')}>
          {t('actions.decline')}
        </Button>
      ) : null}
      {can('cancel') ? (
        <Button variant="outline" disabled={step.isPending} onClick={() => setAsking('cancel')}>
          {isRequest ? t('actions.cancelRequest') : t('actions.cancelMatch')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking === 'decline'}
        onOpenChange={(open) => setAsking(open ? 'decline' : null)}
        title={t('actions.declineTitle', { name })}
        description={t('actions.declineText', { name })}
        confirmLabel={t('actions.decline')}
        cancelLabel={t('actions.goBack')}
        pending={step.isPending}
        onConfirm={() => run('decline')}
      />
      <ConfirmDialog
        open={asking === 'cancel'}
        onOpenChange={(open) => setAsking(open ? 'cancel' : null)}
        title={isRequest ? t('actions.cancelRequestTitle') : t('actions.cancelMatchTitle')}
        description={t('actions.cancelText', { name })}
        confirmLabel={isRequest ? t('actions.cancelRequest') : t('actions.cancelMatch')}
        cancelLabel={t('actions.keep')}
        pending={step.isPending}
        onConfirm={() => run('cancel')}
      />
    </div>
  );
}
