import { describe, expect, it } from 'vitest';
import { topicSlug } from '../../client/features/forum/components/new-topic-dialog';
import { previewText } from '../../client/features/home/components/topic-card';
import { renderMemberText } from '../../server/lib/member-markdown';
import { slugify } from '../../shared/slug';

describe('topic slugs (spec section 5)', () => {
  it('lower-cases, drops what is not a word character or white space, and hyphenates white space', () => {
    expect(topicSlug('Boots & Bar: Week 1!')).toBe('boots-bar-week-1');
    expect(topicSlug('Night  splints?')).toBe('night-splints');
    expect(topicSlug('under_score ok')).toBe('under_score-ok');
  });
  it('is made safe and non-empty again on the server', () => {
    expect(slugify('under_score ok')).toBe('under-score-ok');
    expect(slugify('¿¿¿', 'topic')).toBe('topic');
    expect(slugify('--a--b--')).toBe('a-b');
    // One rule for topics, articles and categories: accents folded, not dropped.
    expect(slugify('Café & Crème brûlée')).toBe('cafe-creme-brulee');
    expect(slugify('x'.repeat(100)).length).toBe(80);
  });
});

describe('the home page preview (120 characters and an ellipsis)', () => {
  it('shows words without Markdown marks, cut at 120 characters', () => {
    expect(previewText('We used **cotton** socks, see [this guide](https://example.org).\n> quoted\n- listed')).toBe(
      'We used cotton socks, see this guide. quoted listed',
    );
    const long = 'a'.repeat(130);
    expect(previewText(long)).toBe(`${'a'.repeat(120)}...`);
    expect(previewText(null)).toBe('');
  });
});

describe('member text', () => {
  it('renders the Markdown subset and nothing else', () => {
    expect(renderMemberText('*one* **two**\nthree')).toBe('<p><em>one</em> <strong>two</strong><br />\nthree</p>');
    expect(renderMemberText('> quote\n\n1. a\n2. b')).toBe('<blockquote>\n<p>quote</p>\n</blockquote>\n<ol>\n<li>a</li>\n<li>b</li>\n</ol>');
    expect(renderMemberText('# not a heading')).toBe('<p># not a heading</p>');
    expect(renderMemberText('<b onmouseover="x()">hi</b>')).toBe('<p>&lt;b onmouseover="x()"&gt;hi&lt;/b&gt;</p>');
    expect(renderMemberText('[x](javascript:alert(1)) [y](data:text/html,hi)')).not.toMatch(/href/);
    expect(renderMemberText('<https://example.org>')).toBe(
      '<p><a href="https://example.org" rel="nofollow ugc noopener noreferrer" target="_blank">https://example.org</a></p>',
    );
  });
});
