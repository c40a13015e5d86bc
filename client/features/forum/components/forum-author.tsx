import { Link } from 'react-router';
import type { ForumAuthor } from '@shared/api/forum';
import { DateTime } from '@client/components/date-time';
import { MessageMemberButton } from '@client/components/message-member-button';
import { cn } from '@client/lib/utils';
import { displayName } from '@shared/display-name';
import { useT } from '@client/lib/i18n';
import { forumMessages } from '../messages';

/** The member's name, with the fallback the spec gives for the place ('Unknown' in lists, 'Anonymous' elsewhere). */
export function authorName(author: ForumAuthor | null | undefined, fallback: string) {
  return displayName(author, fallback);
}

/** Spec section 2: the author's initial, 'U' when there is no name; their picture when they have one. */
export function AuthorAvatar({ author, className }: { author: ForumAuthor | null | undefined; className?: string }) {
  const initial = (author?.firstName?.trim()?.[0] ?? 'U').toUpperCase();
  if (author?.profileImageUrl) {
    return <img src={author.profileImageUrl} alt="" width={40} height={40} className={cn('size-10 shrink-0 rounded-full object-cover', className)} />;
  }
  return (
    <span aria-hidden="true" className={cn('flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900', className)}>
      {initial}
    </span>
  );
}

/**
 * The author's name; for signed-in members a link to the member page (privacy is checked there by the
 * server) and, beside it, a way to message them (not on one's own name).
 */
export function AuthorName({ author, signedIn, fallback, className }: { author: ForumAuthor | null | undefined; signedIn: boolean; fallback?: string; className?: string }) {
  const t = useT(forumMessages);
  const name = authorName(author, fallback ?? t('author.anonymous'));
  if (!author || author.deleted || !signedIn) return <span className={className}>{name}</span>;
  return (
    <>
      <Link to={`/members/${author.id}`} className={cn('hover:underline', className)}>
        {name}
      </Link>
      <MessageMemberButton memberId={author.id} memberName={name} variant="ghost" className="h-7 px-2 text-xs font-medium text-brand-800 hover:text-brand-900" />
    </>
  );
}

type DatePattern = 'MMM d, yyyy' | 'MMMM d, yyyy' | 'MMMM d, yyyy h:mm a' | 'MMM d, yyyy h:mm a';

/** A date in one of the spec's formats, or 'Recently' when it is missing. */
export const ForumTime = (props: { value: string | null | undefined; pattern: DatePattern; className?: string }) => <DateTime {...props} />;
