/* Cutting an article's HTML into passages the assistant can search and quote. */

export type Passage = { heading: string | null; body: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

export function decodeEntities(text: string) {
  return text
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
}

const plain = (html: string) =>
  decodeEntities(html.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

/** Headings, paragraphs and list items, in order. Sanitised article HTML only has these blocks. */
export function htmlBlocks(html: string): { tag: string; text: string }[] {
  const blocks: { tag: string; text: string }[] = [];
  for (const match of html.matchAll(/<(h[1-6]|p|li|blockquote)\b[^>]*>([\s\S]*?)<\/\1>/gi)) {
    const text = plain(match[2] ?? '');
    if (text) blocks.push({ tag: (match[1] ?? 'p').toLowerCase(), text });
  }
  if (blocks.length === 0 && html.trim()) blocks.push({ tag: 'p', text: plain(html) });
  return blocks;
}

/** A passage is a section (or part of one): under about `max` characters, cut between paragraphs, headed by its section title. */
export function chunkArticle(html: string, max = 900): Passage[] {
  const passages: Passage[] = [];
  let heading: string | null = null;
  let current: string[] = [];
  let length = 0;
  const flush = () => {
    if (current.length) passages.push({ heading, body: current.join('\n') });
    current = [];
    length = 0;
  };
  for (const block of htmlBlocks(html)) {
    if (/^h[1-6]$/.test(block.tag)) {
      flush();
      heading = block.text;
      continue;
    }
    const text = block.tag === 'li' ? `• ${block.text}` : block.text;
    if (length > 0 && length + text.length > max) flush();
    // A single very long paragraph is cut between sentences.
    for (const piece of text.length > max ? splitLong(text, max) : [text]) {
      if (length > 0 && length + piece.length > max) flush();
      current.push(piece);
      length += piece.length + 1;
    }
  }
  flush();
  return passages;
}

function splitLong(text: string, max: number) {
  const pieces: string[] = [];
  let piece = '';
  for (const sentence of sentencesOf(text)) {
    if (piece && piece.length + sentence.length + 1 > max) {
      pieces.push(piece);
      piece = '';
    }
    piece = piece ? `${piece} ${sentence}` : sentence;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Sentences of a text (a list item counts as one). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.match(/[^.!?]+(?:[.!?]+["”’)]?|$)/g) ?? [line])
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}
