import { SITE_NAME } from '../../shared/constants';

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** schema.org data (https://schema.org): an object with "@type", or several. "@context" is added. */
export type StructuredData = Record<string, unknown>;

/** What a link preview (Open Graph, Twitter cards) and search engines read of one page. */
export type PageHead = {
  /** The page's own title, without the site's name. */
  title: string;
  description: string;
  /** An absolute URL: the page's canonical address. */
  url: string;
  /** An absolute URL. */
  image?: string | null;
  type?: 'website' | 'article' | 'video.other' | 'product';
  publishedTime?: string;
  /** 404 for a page whose content does not exist: the shell still shows the screen's own not-found view. */
  status?: number;
  /** What the page is about for search engines (Article, DiscussionForumPosting, VideoObject, Product, Event...). */
  structuredData?: StructuredData | StructuredData[];
};

/** Answers the head of a screen (by its route pattern and address), or null when it has none of its own. */
export type PageHeadProvider = (pattern: string, pathname: string) => Promise<PageHead | null>;

/** The first head any of the features' providers answers (each answers for its own screens only). */
export function firstPageHead(providers: PageHeadProvider[]): PageHeadProvider {
  return async (pattern, pathname) => {
    for (const provider of providers) {
      const head = await provider(pattern, pathname);
      if (head) return head;
    }
    return null;
  };
}

/** A route parameter of an address (`/videos/:slug` and `/videos/a%20b` give "a b"), or null when it cannot be read. */
export function paramOf(pattern: string, pathname: string, name: string): string | null {
  const patternParts = pattern.split('/');
  const index = patternParts.indexOf(`:${name}`);
  const raw = pathname.split('/')[index];
  if (index < 0 || raw === undefined) return null;
  try {
    const value = decodeURIComponent(raw);
    return value.length > 0 && value.length <= 200 ? value : null;
  } catch {
    return null;
  }
}

/** Cuts a description at a word, with an ellipsis. */
export function shorten(text: string, length = 200) {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length - 20)).trimEnd()}…`;
}

/** JSON-LD as a data block (never run, so the CSP allows it); `<` escaped, so no text in it can end the element. */
export function structuredDataTag(data: StructuredData | StructuredData[]) {
  const withContext = (item: StructuredData) => ({ '@context': 'https://schema.org', ...item });
  const json = JSON.stringify(Array.isArray(data) ? data.map(withContext) : withContext(data));
  return `<script type="application/ld+json">${json.replace(/</g, '\\u003c')}</script>`;
}

/** The shell or a rendered page with its own title, description, canonical link, preview tags and schema.org data. */
export function withPageHead(html: string, head: PageHead) {
  const title = escapeHtml(head.title === SITE_NAME ? head.title : `${head.title} | ${SITE_NAME}`);
  const description = escapeHtml(head.description);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.url)}">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(head.url)}">`,
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}">` : '',
    head.publishedTime ? `<meta property="article:published_time" content="${escapeHtml(head.publishedTime)}">` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
    `<meta name="twitter:description" content="${description}">`,
    head.image ? `<meta name="twitter:image" content="${escapeHtml(head.image)}">` : '',
    head.structuredData ? structuredDataTag(head.structuredData) : '',
  ].join('');
  // Replacer functions: a '$' in a title or an address must stay a '$', not a replacement pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${description}"`)
    .replace('</head>', () => `${tags}</head>`);
}
