import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button, type ButtonProps } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { useAuth } from '@client/lib/auth';
import { api, call, errorMessage } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';
import { cn } from '@client/lib/utils';
import { commonMessages } from '@client/lib/common-messages';
import { componentsMessages } from '@client/components/messages';
import { useT } from '@client/lib/i18n';

/*
 * "Message this member", wherever a member is shown (their page, a forum author's name, a Clubfoot
 * Buddy match). It talks to the API itself so that those screens need none of the messages screens'
 * code: POST /api/messages/conversations answers the pair's one conversation (new or existing), and
 * the thread opens.
 */

/** Starts (or finds) the conversation with a member and opens it. */
export function useMessageMember() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (memberId: string) => call(api.messages.startConversation, { body: { memberId } }),
    onSuccess: async (conversation) => {
      // The list may be missing a new conversation: it is read again when next shown.
      void queryClient.invalidateQueries({ queryKey: queryKeys.messageConversations });
      await navigate(`/messages/${encodeURIComponent(conversation.id)}`);
    },
  });
}

type Props = Omit<ButtonProps, 'onClick' | 'children' | 'asChild'> & {
  memberId: string;
  /** Their name, read after "Message" by screen readers ("Message Rosa Lind"). */
  memberName: string;
};

/**
 * A "Message" button for another signed-in member; nothing for visitors or on one's own name.
 * The server decides the rest (verified e-mail, the member's setting, blocks, limits).
 */
export function MessageMemberButton({ memberId, memberName, variant = 'outline', size = 'sm', className, ...props }: Props) {
  const { user } = useAuth();
  const start = useMessageMember();
  const t = useT(componentsMessages);
  const tc = useT(commonMessages);
  if (!user || user.id === memberId) return null;
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      aria-disabled={start.isPending || undefined}
      onClick={() => {
        // The server's reason shows as a notice when it refuses.
        if (!start.isPending) start.mutate(memberId, { onError: (error) => toast({ title: t('member.startFailed'), description: errorMessage(error, tc('error.generic')), variant: 'destructive' }) });
      }}
      className={cn('aria-disabled:cursor-wait aria-disabled:opacity-60', className)}
      {...props}
    >
      <MessageCircle aria-hidden="true" />
      {t('member.message')}
      <span className="sr-only"> {memberName}</span>
    </Button>
  );
}
