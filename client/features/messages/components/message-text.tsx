import { LinkifyIt } from 'linkify-it';
import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';

/**
 * Bare addresses (www.example.org, clubfoot.org.uk) are links only under these endings, so that a
 * file name such as notes.py stays text.
 */
const TLDS = ['com', 'org', 'net', 'edu', 'gov', 'info', 'biz', 'health', 'io', 'uk', 'ie', 'us', 'ca', 'au', 'nz', 'za', 'in', 'de', 'fr', 'nl', 'be', 'ch', 'at', 'es', 'it', 'se', 'no', 'dk', 'fi'];

// http(s) and mailto links, bare web and e-mail addresses; no ftp or protocol-relative links.
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: false }).tlds(TLDS).add('ftp:', null).add('//', null);

/** Plain text with its links as <a> elements (React escapes the rest; no HTML is ever set). */
export function linkifyText(text: string, linkClassName?: string): ReactNode[] {
  const matches = linkify.match(text) ?? [];
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of matches) {
    if (!/^(https?:|mailto:)/i.test(match.url)) continue;
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push(
      <a key={match.index} href={match.url} target="_blank" rel="noopener noreferrer nofollow ugc" className={cn('underline underline-offset-2', linkClassName)}>
        {match.text}
      </a>,
    );
    at = match.lastIndex;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/** What a member wrote: line breaks kept, long words broken, links clickable. */
export function MessageText({ body, linkClassName, className, lang }: { body: string; linkClassName?: string; className?: string; lang?: string }) {
  return <p lang={lang} className={cn('whitespace-pre-wrap break-words [overflow-wrap:anywhere]', className)}>{linkifyText(body, linkClassName)}</p>;
}
