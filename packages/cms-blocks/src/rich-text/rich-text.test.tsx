import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CmsProvider } from '../cms-provider/cms-provider';
import { RichText } from './rich-text';
import { sanitizeRichText } from './sanitize';
import type { RichTextDoc, RichTextNode } from './schema';

// As the server hands documents over: kept to what renders safely (richTextField does this in validation).
const render = (...content: RichTextNode[]) =>
  renderToStaticMarkup(<RichText doc={sanitizeRichText({ type: 'doc', content })} />);
const renderIn = (mode: 'published' | 'edit', ...content: RichTextNode[]) =>
  renderToStaticMarkup(
    <CmsProvider mode={mode}>
      <RichText doc={sanitizeRichText({ type: 'doc', content })} />
    </CmsProvider>,
  );
const text = (value: string, ...marks: string[]): RichTextNode => ({
  type: 'text',
  text: value,
  ...(marks.length ? { marks: marks.map((type) => ({ type })) } : {}),
});
const paragraph = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content });
const linkMark = (attrs: Record<string, unknown>): RichTextNode => ({
  type: 'text',
  text: 'here',
  marks: [{ type: 'link', attrs }],
});

describe('RichText', () => {
  it('renders paragraphs and headings by level', () => {
    expect(
      render(
        { type: 'heading', attrs: { level: 1 }, content: [text('Title')] },
        { type: 'heading', attrs: { level: 3 }, content: [text('Sub')] },
        paragraph(text('Body')),
      ),
    ).toBe('<h1>Title</h1><h3>Sub</h3><p>Body</p>');
  });

  it('falls back to h2 for a missing or impossible heading level (when the server validated it)', () => {
    expect(render({ type: 'heading', content: [text('A')] })).toBe('<h2>A</h2>');
    expect(render({ type: 'heading', attrs: { level: 9 }, content: [text('B')] })).toBe('<h2>B</h2>');
    expect(render({ type: 'heading', attrs: { level: '1; x' }, content: [text('C')] })).toBe('<h2>C</h2>');
  });

  it("applies marks in the editor's order, and the old names of bold and italic", () => {
    expect(render(paragraph(text('x', 'bold', 'italic')))).toBe('<p><em><strong>x</strong></em></p>');
    expect(render(paragraph(text('y', 'strong', 'em')))).toBe('<p><em><strong>y</strong></em></p>');
    expect(render(paragraph(text('u', 'underline'), text('c', 'code'), text('s', 'strike')))).toBe(
      '<p><u>u</u><code>c</code><s>s</s></p>',
    );
    expect(render(paragraph(text('plain', 'textStyle')))).toBe('<p>plain</p>');
  });

  it('renders bullet and ordered lists and hard breaks', () => {
    const item = (value: string): RichTextNode => ({ type: 'list_item', content: [paragraph(text(value))] });
    expect(render({ type: 'bullet_list', content: [item('a'), item('b')] })).toBe(
      '<ul><li><p>a</p></li><li><p>b</p></li></ul>',
    );
    expect(render({ type: 'ordered_list', attrs: { order: 3 }, content: [item('c')] })).toBe(
      '<ol start="3"><li><p>c</p></li></ol>',
    );
    expect(render({ type: 'ordered_list', attrs: { order: 1 }, content: [item('d')] })).toBe(
      '<ol><li><p>d</p></li></ol>',
    );
    expect(render(paragraph(text('one'), { type: 'hard_break' }, text('two')))).toBe('<p>one<br/>two</p>');
  });

  it('renders quotes, rules and code blocks', () => {
    expect(render({ type: 'blockquote', content: [paragraph(text('q'))] })).toBe(
      '<blockquote><p>q</p></blockquote>',
    );
    expect(render({ type: 'horizontal_rule' })).toBe('<hr/>');
    expect(render({ type: 'code_block', content: [text('a < b')] })).toBe('<pre><code>a &lt; b</code></pre>');
  });

  it('escapes markup in text instead of interpreting it', () => {
    const html = render(paragraph(text('<script>alert(1)</script><img src=x onerror=alert(1)>')));
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('renders the children of unknown nodes and leaves out embedded bloks', () => {
    expect(
      render(
        { type: 'emoji_group', content: [text('kept')] },
        { type: 'blok', attrs: { body: [{ component: 'button', label: 'x' }] } },
      ),
    ).toBe('kept');
  });

  it('aligns paragraphs and headings as the editor set them, and ignores other values', () => {
    expect(render({ type: 'paragraph', attrs: { textAlign: 'center' }, content: [text('c')] })).toBe(
      '<p style="text-align:center">c</p>',
    );
    expect(render({ type: 'heading', attrs: { level: 2, textAlign: 'right' }, content: [text('r')] })).toBe(
      '<h2 style="text-align:right">r</h2>',
    );
    expect(
      render({
        type: 'paragraph',
        attrs: { textAlign: 'left;position:fixed', class: 'x' },
        content: [text('p')],
      }),
    ).toBe('<p>p</p>');
  });

  it('renders colour, highlight, superscript, subscript and anchor marks', () => {
    const marked = (type: string, attrs?: Record<string, unknown>): RichTextNode => ({
      type: 'text',
      text: type,
      marks: [{ type, ...(attrs ? { attrs } : {}) }],
    });
    expect(
      render(
        paragraph(
          marked('textStyle', { color: '#b91c1c' }),
          marked('highlight', { color: 'yellow' }),
          marked('superscript'),
          marked('subscript'),
          marked('anchor', { id: 'returns' }),
        ),
      ),
    ).toBe(
      '<p><span style="color:#b91c1c">textStyle</span><mark style="background-color:yellow">highlight</mark>' +
        '<sup>superscript</sup><sub>subscript</sub><span id="returns">anchor</span></p>',
    );
  });

  it('drops marks whose values could break out of their attribute', () => {
    expect(
      render(
        paragraph({
          type: 'text',
          text: 't',
          marks: [
            { type: 'textStyle', attrs: { color: 'red;background:url(x)' } },
            { type: 'anchor', attrs: { id: '"><script>' } },
            { type: 'blink' },
          ],
        }),
      ),
    ).toBe('<p>t</p>');
  });

  it('renders emoji and tables with a header row', () => {
    expect(render(paragraph({ type: 'emoji', attrs: { name: 'wrench', emoji: '🔧' } }))).toBe(
      '<p><span data-emoji="🔧" data-name="wrench">🔧</span></p>',
    );
    const row = (type: string, ...cells: string[]): RichTextNode => ({
      type: 'tableRow',
      content: cells.map((value) => ({ type, content: [paragraph(text(value))] })),
    });
    expect(render({ type: 'table', content: [row('tableHeader', 'Size'), row('tableCell', 'XL')] })).toBe(
      '<table><thead><tr><th><p>Size</p></th></tr></thead><tbody><tr><td><p>XL</p></td></tr></tbody></table>',
    );
  });

  it('renders pictures lazily for shoppers and eagerly for editors, and only from https or the shop', () => {
    const picture = (src: string): RichTextNode => ({ type: 'image', attrs: { src, alt: 'A mat', id: 5 } });
    expect(renderIn('published', picture('https://a.test/mat.jpg'))).toMatch(
      /^<img src="https:\/\/a.test\/mat.jpg" alt="A mat" loading="lazy"/,
    );
    expect(renderIn('edit', picture('/assets/mat.jpg'))).toContain('loading="eager"');
    for (const src of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      'http://a.test/x.jpg',
      '//a.test/x',
    ]) {
      expect(render(picture(src))).toBe('');
    }
  });

  it('renders nothing for an empty document', () => {
    expect(renderToStaticMarkup(<RichText doc={undefined} />)).toBe('');
    expect(renderToStaticMarkup(<RichText doc={{ type: 'doc' } as RichTextDoc} />)).toBe('');
  });

  describe('links', () => {
    it('resolves internal links with a trailing slash', () => {
      expect(render(paragraph(linkMark({ href: '/c/exterior', linktype: 'url' })))).toBe(
        '<p><a class="fk-link" data-link-kind="internal" href="/c/exterior/">here</a></p>',
      );
    });

    it('links stories by slug and anchor', () => {
      expect(
        render(paragraph(linkMark({ href: '/help/returns', linktype: 'story', anchor: 'refunds' }))),
      ).toContain('href="/help/returns/#refunds"');
    });

    it('opens external links in a new tab', () => {
      const html = render(
        paragraph(linkMark({ href: 'https://parts.test/', linktype: 'url', target: '_self' })),
      );
      expect(html).toContain('target="_blank"');
      expect(html).toContain('rel="noopener noreferrer"');
    });

    it('makes email links mailto links', () => {
      expect(render(paragraph(linkMark({ href: 'help@parts.test', linktype: 'email' })))).toContain(
        'href="mailto:help@parts.test"',
      );
    });

    it('drops the link but keeps the text for unsafe targets', () => {
      expect(render(paragraph(linkMark({ href: 'javascript:alert(1)', linktype: 'url' })))).toBe(
        '<p>here</p>',
      );
      expect(render(paragraph(linkMark({})))).toBe('<p>here</p>');
    });

    it('keeps the link markup in preview mode (clicks are stopped, not the link)', () => {
      const html = renderToStaticMarkup(
        <CmsProvider mode="edit">
          <RichText
            doc={{ type: 'doc', content: [paragraph(linkMark({ href: '#top', linktype: 'url' }))] }}
          />
        </CmsProvider>,
      );
      expect(html).toContain('href="#top"');
      expect(html).toContain('data-link-kind="anchor"');
    });
  });
});
