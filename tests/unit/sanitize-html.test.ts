import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../../server/lib/sanitize-html';

describe('article HTML', () => {
  it('keeps list items inside their lists', () => {
    expect(sanitizeArticleHtml('<ul><li>Boots</li><li>Bar</li></ul>')).toBe('<ul><li>Boots</li><li>Bar</li></ul>');
    expect(sanitizeArticleHtml('<ol><div><li>First cast</li></div></ol>')).toBe('<ol><li>First cast</li></ol>');
  });

  it('turns a list item outside a list into a paragraph, so screen readers meet no orphan item', () => {
    expect(sanitizeArticleHtml('<b><li>Night and naps</li></b>')).toBe('<b><p>Night and naps</p></b>');
    expect(sanitizeArticleHtml('<div><li>Stretching</li></div><p>Done</p>')).toBe('<p>Stretching</p><p>Done</p>');
    expect(sanitizeArticleHtml('<p>Start</p><li>unclosed')).toBe('<p>Start</p><p>unclosed</p>');
  });

  it('still removes scripts and handlers around list items', () => {
    const html = sanitizeArticleHtml('<ul><li onclick="alert(1)">x<script>alert(1)</script></li></ul><li><img src=x onerror=alert(1)></li>');
    expect(html).toBe('<ul><li>x</li></ul><p></p>');
  });
});
