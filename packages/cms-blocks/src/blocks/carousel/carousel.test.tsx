import { describe, expect, it } from 'vitest';
import { renderRawBloks } from '../../registry/raw-blok.test.helper';

const text = (_uid: string, value: string) => ({
  _uid,
  component: 'text',
  text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: value }] }] },
});

describe('carousel blocks', () => {
  it('server-renders every slide, one per view, with dots waiting for the browser', () => {
    const html = renderRawBloks([
      {
        _uid: 'c',
        component: 'carousel',
        title: 'Shop by category',
        slides: [text('a', 'One'), text('b', 'Two')],
      },
    ]);
    expect(html).toContain('data-slot="cms-carousel"');
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('data-item-width="full"');
    expect(html).toContain('--fk-carousel-slide-basis:100%');
    expect(html).toContain('data-loop="true"');
    expect(html).toContain('<p>One</p>');
    expect(html).toContain('<p>Two</p>');
    expect(html).toContain('aria-label="2 of 2"');
    expect(html).toMatch(/<h2 id="[^"]+" class="fk-carousel__title">Shop by category<\/h2>/);
    // Embla is not loaded on the server: the buttons start disabled.
    expect(html).toMatch(/aria-label="Next slide" disabled=""/);
  });

  it('names an untitled carousel for screen readers', () => {
    const html = renderRawBloks([{ _uid: 'c', component: 'carousel', label: 'Deals', slides: [] }]);
    expect(html).toContain('aria-label="Deals"');
    expect(renderRawBloks([{ _uid: 'c', component: 'carousel' }])).toContain('aria-label="Carousel"');
  });

  it('gives custom carousel items 256 px unless the editor sets a width', () => {
    const items = [text('a', 'One')];
    expect(renderRawBloks([{ _uid: 'c', component: 'custom_carousel', items }])).toContain(
      '--fk-carousel-slide-basis:calc(256px + var(--fk-carousel-gap))',
    );
    expect(
      renderRawBloks([{ _uid: 'c', component: 'custom_carousel', items, item_width: '180', loop: true }]),
    ).toContain('--fk-carousel-slide-basis:calc(180px + var(--fk-carousel-gap))');
  });

  it('refuses widths out of range', () => {
    const reports: string[] = [];
    renderRawBloks([{ _uid: 'c', component: 'custom_carousel', item_width: '20' }], 'draft', (r) =>
      reports.push(...r.issues.map((issue) => issue.path)),
    );
    expect(reports).toEqual(['item_width']);
  });
});
