import { describe, expect, it } from 'vitest';
import { renderRawBloks } from '../../registry/raw-blok.test.helper';
import { parseBlok } from '../../registry/validate';
import { IMAGE_CARD_MIN_HEIGHT_PX } from './sizes';

const card = (fields: Record<string, unknown> = {}) => ({
  _uid: 'k',
  component: 'image_card',
  image: { filename: '/api/img/cms/mats.svg', alt: 'Floor mats' },
  text: {
    type: 'doc',
    content: [{ type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Mats' }] }],
  },
  ...fields,
});

describe('ImageCardBlock', () => {
  it('has the min heights of SPEC §9 per size', () => {
    expect(IMAGE_CARD_MIN_HEIGHT_PX).toEqual({
      SMALL: { mobile: 280, other: 420 },
      MEDIUM: { mobile: 350, other: 460 },
      LARGE: { mobile: 400, other: 500 },
    });
    expect(renderRawBloks([card()])).toContain('--fk-image-card-min-m:350px;--fk-image-card-min-o:460px');
    expect(renderRawBloks([card({ size: 'LARGE' })])).toContain(
      '--fk-image-card-min-m:400px;--fk-image-card-min-o:500px',
    );
  });

  it('makes the whole card one link named by its link text, the picture then decorative', () => {
    const html = renderRawBloks([card({ link: '/c/interior/floor-mats', link_text: 'Shop mats' })]);
    expect(html).toContain('alt=""');
    expect(html).toMatch(/<a [^>]*href="\/c\/interior\/floor-mats\/"[^>]*>Shop mats<\/a>/);
    expect(html).toContain('<h3>Mats</h3>');
  });

  it("names the link after the image's alt text when there is no link text", () => {
    expect(renderRawBloks([card({ link: '/c/interior' })])).toMatch(/<a [^>]*>Floor mats<\/a>/);
  });

  it('keeps the alt text on the picture and shows no link without a link', () => {
    const html = renderRawBloks([card({ link_text: 'Shop mats' })]);
    expect(html).toContain('alt="Floor mats"');
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('Shop mats');
  });

  it('refuses unknown sizes and a card without an image', () => {
    expect(parseBlok(card({ size: 'HUGE' })).ok).toBe(false);
    expect(parseBlok(card({ image: '' })).ok).toBe(false);
  });
});
