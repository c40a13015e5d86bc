import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MessageText } from '../../client/features/messages/components/message-text';

const html = (body: string) => renderToStaticMarkup(<MessageText body={body} />);
const REL = 'rel="noopener noreferrer nofollow ugc"';

describe('message text', () => {
  it('makes web and e-mail addresses links that open in a new tab and pass nothing on', () => {
    expect(html('see https://example.org/a?b=1, thanks')).toContain(`<a href="https://example.org/a?b=1" target="_blank" ${REL}`);
    expect(html('see https://example.org/a?b=1, thanks')).toContain('</a>, thanks');
    expect(html('write to me@example.com')).toContain('href="mailto:me@example.com"');
    expect(html('www.clubfoot.org is good')).toContain('href="http://www.clubfoot.org"');
  });

  it('leaves other schemes, file names and version numbers as text, and escapes markup', () => {
    const out = html('ftp://x.org //evil.example javascript:alert(1) notes.py 5.0.0 10.0.0.1 <b>hi</b>');
    expect(out).not.toContain('<a');
    expect(out).toContain('&lt;b&gt;hi&lt;/b&gt;');
  });

  it('keeps line breaks for the browser to show', () => {
    expect(html('one\ntwo')).toContain('one\ntwo');
    expect(html('one\ntwo')).toContain('whitespace-pre-wrap');
  });
});
