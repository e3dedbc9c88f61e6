import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderRawBloks } from '../../registry/raw-blok.test.helper';
import { parseBlok } from '../../registry/validate';
import { clampOpacity } from './opacity';

const opacityOf = (opacity: unknown) => {
  const result = parseBlok({ _uid: 's', component: 'shade', opacity });
  return result.ok && result.blok.component === 'shade' ? result.blok.opacity : 'invalid';
};

describe('shade opacity', () => {
  it('is a whole percent from 0 to 100 for any number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }), (value) => {
        const percent = clampOpacity(value);
        expect(Number.isInteger(percent) && percent >= 0 && percent <= 100).toBe(true);
        // (Math.round(-0.2) is -0; the clamp gives 0, which is the same percent.)
        if (value >= 0 && value <= 100) expect(percent === Math.round(value)).toBe(true);
      }),
    );
  });

  it('clamps what editors type (SPEC §5) and defaults to 50', () => {
    expect(opacityOf('150')).toBe(100);
    expect(opacityOf(-20)).toBe(0);
    expect(opacityOf(' 35 ')).toBe(35);
    expect(opacityOf(62.6)).toBe(63);
    expect(opacityOf('')).toBe(50);
    expect(opacityOf(undefined)).toBe(50);
    expect(opacityOf('dark')).toBe('invalid');
  });
});

describe('ShadeBlock', () => {
  it('tints its background with the chosen colour and opacity and puts its bloks on top', () => {
    const html = renderRawBloks([
      {
        _uid: 's',
        component: 'shade',
        color: 'PRIMARY_DARK',
        opacity: '70',
        background_image_mobile: { filename: '/api/img/cms/hero.svg', alt: '' },
        content: [{ _uid: 'b', component: 'button', label: 'Shop' }],
      },
    ]);
    expect(html).toContain('class="fk-layout fk-shade" data-slot="cms-shade"');
    expect(html).toContain('--fk-layout-image-m:url(&quot;/api/img/cms/hero.svg&quot;)');
    expect(html).toContain('--fk-shade-color:var(--fk-color-primary-dark)');
    expect(html).toContain('--fk-shade-text:var(--fk-color-on-primary-dark)');
    expect(html).toContain('--fk-shade-opacity:0.7');
    expect(html).toContain('>Shop</span>');
  });
});
