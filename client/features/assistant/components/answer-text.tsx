import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A site path in parentheses, as the assistant writes them: "(/find-doctor)", "(/about#faq)". */
const SITE_PATH = /\((\/(?![/\\])[\w\-./#?=&%]*)\)/g;

export const chatLinkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** One paragraph: text, with each "(/path)" a link within the site (React escapes the rest; no HTML is set). */
export function withSiteLinks(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(SITE_PATH)) {
    const path = match[1] as string;
    const start = match.index + 1;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <Link key={start} to={path} className={chatLinkClass}>
        {path}
      </Link>,
    );
    at = start + path.length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/** Plain text in paragraphs (split at blank lines), line breaks kept, site paths as links. */
export function AnswerText({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className="space-y-2">
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line break-words [overflow-wrap:anywhere]">
          {withSiteLinks(paragraph)}
        </p>
      ))}
    </div>
  );
}
