import type { MessageMember } from '@shared/api/messages';
import { cn } from '@client/lib/utils';
import { displayName } from '@shared/display-name';
import { useT } from '@client/lib/i18n';
import { messagesMessages } from '../messages';

/** Their picture, or their initial; decorative (their name is always beside it). */
export function MemberAvatar({ member, className }: { member: MessageMember; className?: string }) {
  const t = useT(messagesMessages);
  if (member.profileImageUrl) {
    return <img src={member.profileImageUrl} alt="" width={40} height={40} className={cn('size-10 shrink-0 rounded-full object-cover', className)} />;
  }
  return (
    <span aria-hidden="true" className={cn('flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900', className)}>
      {displayName(member)[0]?.toUpperCase() ?? t('avatar.fallback')}
    </span>
  );
}
