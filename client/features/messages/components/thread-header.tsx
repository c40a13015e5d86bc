import { ArrowLeft, Ban } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ConversationSummary } from '@shared/api/messages';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useBlockMember } from '../api';
import { canBlock } from '../policy';
import { MemberAvatar } from './member-avatar';
import { displayName } from '@shared/display-name';
import { useT } from '@client/lib/i18n';
import { messagesMessages } from '../messages';

export const THREAD_HEADING_ID = 'thread-heading';

/** Who the conversation is with (their name leads to their page), a way back on small screens, and Block. */
export function ThreadHeader({ conversation }: { conversation: ConversationSummary }) {
  const navigate = useNavigate();
  const t = useT(messagesMessages);
  const block = useBlockMember({
    done: (blocked) => toast({ title: t('toast.blocked.title'), description: t('toast.blocked.text', { name: blocked.name }) }),
    failed: (error) => toast({ title: t('toast.blockFailed'), description: errorMessage(error), variant: 'destructive' }),
  });
  const [confirming, setConfirming] = useState(false);
  const { member } = conversation;
  const name = displayName(member);

  return (
    <div className="flex items-center gap-3 border-b border-slate-200 px-3 py-3 sm:px-4">
      <Link
        to="/messages"
        className="flex size-10 shrink-0 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 lg:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        <span className="sr-only">{t('thread.back')}</span>
      </Link>
      <MemberAvatar member={member} />
      <div className="min-w-0 flex-1">
        <h2 id={THREAD_HEADING_ID} className="break-words text-lg font-semibold leading-snug text-slate-900">
          {member.unavailable ? (
            name
          ) : (
            <Link to={`/members/${encodeURIComponent(member.id)}`} className="hover:underline">
              {name}
            </Link>
          )}
        </h2>
        {member.unavailable ? <p className="text-xs text-slate-700">{t('thread.inactive')}</p> : null}
      </div>
      {canBlock(conversation) ? (
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          <Ban aria-hidden="true" /> {t('thread.block')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('thread.blockTitle', { name })}
        description={t('thread.blockText', { name })}
        confirmLabel={t('thread.block')}
        pending={block.isPending}
        onConfirm={() =>
          block.mutate(
            { id: member.id, name },
            {
              onSuccess: () => {
                setConfirming(false);
                void navigate('/messages');
              },
            },
          )
        }
      />
    </div>
  );
}
