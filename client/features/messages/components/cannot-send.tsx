import type { CannotSendReason, ConversationSummary } from '@shared/api/messages';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useUnblockMember } from '../api';
import { displayName } from '@shared/display-name';

const WHY: Record<CannotSendReason, string> = {
  'blocked-by-me': 'You blocked this member.',
  blocked: "You can't reply to this conversation.",
  unavailable: "This member's account is no longer active.",
};

/** In place of the composer: why nothing can be sent here (and, for a member I blocked, the way back). */
export function CannotSend({ conversation, reason }: { conversation: ConversationSummary; reason: CannotSendReason }) {
  const unblock = useUnblockMember({
    done: (member) => toast({ title: 'Member unblocked', description: `${member.name} can message you again.` }),
    failed: (error) => toast({ title: 'Could not unblock the member', description: errorMessage(error), variant: 'destructive' }),
  });
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-slate-50 px-4 py-4 text-sm text-slate-800">
      <p>{WHY[reason]}</p>
      {reason === 'blocked-by-me' ? (
        <Button
          variant="outline"
          size="sm"
          disabled={unblock.isPending}
          onClick={() => unblock.mutate({ id: conversation.member.id, name: displayName(conversation.member) })}
        >
          {unblock.isPending ? 'Unblocking...' : 'Unblock'}
        </Button>
      ) : null}
    </div>
  );
}
