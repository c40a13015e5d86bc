import MarkdownIt from 'markdown-it';
import sanitize from 'sanitize-html';

/**
 * What members write in the forum: plain text with a small Markdown subset (emphasis, links, lists,
 * quotes, line breaks). markdown-it runs with raw HTML off, so anything that looks like a tag is
 * shown as text; only the rules below are on. The result then passes an allow-list sanitiser too.
 */
const md = new MarkdownIt('zero', { html: false, linkify: true, breaks: true, typographer: false })
  .enable(['emphasis', 'link', 'linkify', 'list', 'blockquote', 'newline', 'paragraph', 'escape', 'backticks', 'autolink'])
  .disable([], true);

const safeLink = /^(https?:\/\/|mailto:)/i;
md.validateLink = (url) => safeLink.test(url.trim());

const options: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'em', 'strong', 'a', 'ul', 'ol', 'li', 'blockquote', 'code'],
  allowedAttributes: { a: ['href', 'rel', 'target'], ol: ['start'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: {
    // Links members post are not endorsed by the site (rel=ugc nofollow) and cannot reach back (noopener).
    a: (tagName, { href }) => {
      const attribs: Record<string, string> = href ? { href, rel: 'nofollow ugc noopener noreferrer', target: '_blank' } : {};
      return { tagName, attribs };
    },
  },
};

/** Member text to safe HTML. */
export function renderMemberText(text: string): string {
  return sanitize(md.render(text), options).trim();
}
