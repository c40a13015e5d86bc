import type { Locale } from '@shared/i18n/locales';
import { WrittenIn } from '@client/components/written-in';
import { cn } from '@client/lib/utils';
import { useT } from '@client/lib/i18n';
import { forumMessages } from '../messages';

/**
 * What a member wrote. The HTML was made on the server from plain text with a small Markdown subset
 * (no raw HTML from members, links rel="nofollow ugc"), so it is safe to set here.
 */
export function MemberText({
  html,
  removed,
  what,
  className,
  language,
}: {
  html: string;
  removed: 'author' | 'moderator' | null;
  what: 'topic' | 'reply' | 'comment';
  className?: string;
  /** The language it is written in: marked, and named when it is not the page's. */
  language?: Locale;
}) {
  const t = useT(forumMessages);
  if (removed) return <p className={cn('italic text-slate-600', className)}>{t(`text.removed.${what}.${removed}`)}</p>;
  if (!html) return <p className={cn('text-slate-700', className)}>{t('text.unavailable')}</p>;
  return (
    <>
      <WrittenIn language={language} className="mb-1 block" />
      <div lang={language} className={cn('member-text break-words text-slate-800', className)} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
