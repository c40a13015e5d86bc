import type { CannotSendReason, ConversationSummary } from '@shared/api/messages';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useUnblockMember } from '../api';
import { displayName } from '@shared/display-name';
import { useT } from '@client/lib/i18n';
import { messagesMessages } from '../messages';

const WHY = {
  'blocked-by-me': 'cannotSend.blockedByMe',
  blocked: 'cannotSend.blocked',
  unavailable: 'cannotSend.unavailable',
} as const satisfies Record<CannotSendReason, keyof typeof messagesMessages.en>;

/** In place of the composer: why nothing can be sent here (and, for a member I blocked, the way back). */
export function CannotSend({ conversation, reason }: { conversation: ConversationSummary; reason: CannotSendReason }) {
  const t = useT(messagesMessages);
  const unblock = useUnblockMember({
    done: (member) => toast({ title: t('toast.unblocked.title'), description: t('toast.unblocked.text', { name: member.name }) }),
    failed: (error) => toast({ title: t('toast.unblockFailed'), description: errorMessage(error), variant: 'destructive' }),
  });
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-slate-50 px-4 py-4 text-sm text-slate-800">
      <p>{t(WHY[reason])}</p>
      {reason === 'blocked-by-me' ? (
        <Button
          variant="outline"
          size="sm"
          disabled={unblock.isPending}
          onClick={() => unblock.mutate({ id: conversation.member.id, name: displayName(conversation.member) })}
        >
          {unblock.isPending ? t('unblocking') : t('unblock')}
        </Button>
      ) : null}
    </div>
  );
}
