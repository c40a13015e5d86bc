import { cn } from '@client/lib/utils';

const REMOVED = {
  author: 'removed by its author',
  moderator: 'removed by a moderator',
} as const;

/**
 * What a member wrote. The HTML was made on the server from plain text with a small Markdown subset
 * (no raw HTML from members, links rel="nofollow ugc"), so it is safe to set here.
 */
export function MemberText({ html, removed, what, className }: { html: string; removed: 'author' | 'moderator' | null; what: string; className?: string }) {
  if (removed) return <p className={cn('italic text-slate-600', className)}>{`This ${what} was ${REMOVED[removed]}.`}</p>;
  if (!html) return <p className={cn('text-slate-700', className)}>Content not available</p>;
  return <div className={cn('member-text break-words text-slate-800', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
