import sanitize from 'sanitize-html';

/** Video players an article may embed; nothing else may be framed. */
export const VIDEO_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com', 'youtube.com', 'player.vimeo.com'];

/** Images an article may show: our own uploads and shipped pictures (the CSP allows no other host), no '..' steps. */
const LOCAL_IMAGE = /^\/(uploads|images)\/(?!.*\.\.)[\w./-]+$/;
export const isLocalImagePath = (src: string) => LOCAL_IMAGE.test(src);

const articleOptions: sanitize.IOptions = {
  allowedTags: [
    'p', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote',
    'img', 'figure', 'figcaption', 'hr', 'br', 'code', 'pre', 'iframe',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    // rel, target and loading are set by the transforms below, never taken from the input.
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    iframe: ['src', 'title', 'width', 'height', 'allowfullscreen'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  // No javascript:, data: or vbscript: anywhere; relative links stay allowed.
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_HOSTS,
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  // Headings inside an article start at h2: the page's title is its only h1.
  transformTags: {
    h1: 'h2',
    a: (tagName, { href, title }) => {
      const external = /^https?:\/\//i.test(href ?? '');
      const attribs: Record<string, string> = {};
      if (href !== undefined) attribs.href = href;
      if (title !== undefined) attribs.title = title;
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs };
    },
    img: (tagName, { rel: _rel, target: _target, ...attribs }) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  // An image from anywhere else, or a frame whose address was refused, goes entirely.
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !LOCAL_IMAGE.test(frame.attribs.src ?? '')) ||
    (frame.tag === 'iframe' && !frame.attribs.src),
};
/**
 * Article HTML from an editor, made safe: an allow-list of tags and attributes, no script, no event
 * handlers, no javascript: or data: URLs, iframes only from the video hosts. Run on save and on serve.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitize(html, withListItemsInLists(articleOptions)).trim();
}

/** The tags an element needs as its nearest kept ancestor to mean anything (and for screen readers to announce it). */
const NEEDS_PARENT: Record<string, string[]> = { li: ['ul', 'ol'] };

/**
 * The options with one more rule: a list item outside a list becomes a paragraph (its text stays),
 * so pasted or broken markup cannot leave a `<li>` that screen readers announce as nothing. The
 * nearest ancestor that is kept decides; discarded tags (a `<div>`, a `<script>`) do not count.
 */
function withListItemsInLists(options: sanitize.IOptions): sanitize.IOptions {
  const allowed = new Set(options.allowedTags || []);
  const open: string[] = [];
  const transformTags = { ...options.transformTags };
  for (const [tag, parents] of Object.entries(NEEDS_PARENT)) {
    transformTags[tag] = (tagName, attribs) => {
      // open[] ends with this tag itself (onOpenTag runs first).
      const parent = open.slice(0, -1).findLast((name) => allowed.has(name));
      return { tagName: parent && parents.includes(parent) ? tagName : 'p', attribs };
    };
  }
  return {
    ...options,
    transformTags,
    onOpenTag: (name) => void open.push(name),
    onCloseTag: (name) => {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.splice(at);
    },
  };
}

/** The words of some HTML, without tags or entities, for search, snippets and read time. */
export function htmlToText(html: string): string {
  const text = sanitize(html.replace(/<\/(p|h[1-6]|li|blockquote|figcaption|pre|tr)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    // The snippet marks of search (⦃ ⦄) never come from the text itself.
    .replace(/[\u2983\u2984]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reading time in whole minutes at about 200 words a minute; at least one. */
export function readMinutesOf(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
