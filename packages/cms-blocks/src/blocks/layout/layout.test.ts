import { describe, expect, it } from 'vitest';
import {
  cssUrl,
  isVisibleSomewhere,
  LAYOUT_MIN_HEIGHTS,
  type LayoutBlokFields,
  layoutCssVariables,
  layoutMaxWidth,
  layoutMinHeight,
  resolveVisibility,
} from './layout';

const empty: LayoutBlokFields = {
  max_width: 'NONE',
  min_height: 'NONE',
  padding_mobile: 'NONE',
  margin_mobile: 'NONE',
  align_mobile: 'LEFT',
};

describe('layoutMinHeight', () => {
  it.each([
    ['SMALL', { mobile: 250, other: 350 }],
    ['MEDIUM', { mobile: 350, other: 450 }],
    ['LARGE', { mobile: 450, other: 550 }],
    ['NONE', null],
  ] as const)('%s', (size, expected) => {
    expect(layoutMinHeight(size)).toEqual(expected);
  });

  it('covers every option', () => {
    expect(LAYOUT_MIN_HEIGHTS).toEqual(['NONE', 'SMALL', 'MEDIUM', 'LARGE']);
  });
});

describe('layoutMaxWidth', () => {
  it.each([
    ['NONE', null],
    ['NARROW', 768],
    ['MEDIUM', 1024],
    ['WIDE', 1280],
    ['FULL', 1920],
  ] as const)('%s', (width, expected) => {
    expect(layoutMaxWidth(width)).toBe(expected);
  });
});

describe('resolveVisibility', () => {
  const flags = [undefined, true, false] as const;
  // Every combination of INHERIT/true/false on the three devices, against the rule written out longhand.
  for (const mobile of flags) {
    for (const tablet of flags) {
      for (const desktop of flags) {
        it(`mobile=${mobile} tablet=${tablet} desktop=${desktop}`, () => {
          const m = mobile ?? true;
          const t = tablet ?? m;
          const d = desktop ?? t;
          expect(resolveVisibility({ mobile, tablet, desktop })).toEqual({
            mobile: m,
            tablet: t,
            desktop: d,
          });
          expect(
            isVisibleSomewhere({
              ...empty,
              visible_mobile: mobile,
              visible_tablet: tablet,
              visible_desktop: desktop,
            }),
          ).toBe(m || t || d);
        });
      }
    }
  }

  it('hides tablet and desktop when only mobile is hidden', () => {
    expect(resolveVisibility({ mobile: false })).toEqual({ mobile: false, tablet: false, desktop: false });
  });

  it('shows desktop only', () => {
    expect(resolveVisibility({ mobile: false, desktop: true })).toEqual({
      mobile: false,
      tablet: false,
      desktop: true,
    });
  });
});

describe('layoutCssVariables', () => {
  it('sets every property on every device, so nested blocks never inherit their parent layout', () => {
    expect(layoutCssVariables(empty)).toEqual({
      '--fk-layout-max-width': 'none',
      ...Object.fromEntries(
        ['m', 't', 'd'].flatMap((s) => [
          [`--fk-layout-display-${s}`, 'flow-root'],
          [`--fk-layout-padding-${s}`, '0'],
          [`--fk-layout-margin-${s}`, '0'],
          [`--fk-layout-align-${s}`, 'left'],
          [`--fk-layout-bg-${s}`, 'transparent'],
          [`--fk-layout-fg-${s}`, 'inherit'],
          [`--fk-layout-image-${s}`, 'none'],
          [`--fk-layout-min-height-${s}`, '0'],
        ]),
      ),
    });
  });

  it('sets mobile and other min heights', () => {
    const variables = layoutCssVariables({ ...empty, min_height: 'MEDIUM' });
    expect(variables['--fk-layout-min-height-m']).toBe('350px');
    expect(variables['--fk-layout-min-height-t']).toBe('450px');
    expect(variables['--fk-layout-min-height-d']).toBe('450px');
  });

  it('inherits colours and images upwards and maps colours to palette tokens', () => {
    const variables = layoutCssVariables({
      ...empty,
      max_width: 'FULL',
      background_color_mobile: 'PRIMARY_DARK',
      background_color_desktop: 'WHITE',
      background_image_tablet: { filename: '/img/hero.svg', alt: '' },
    });
    expect(variables['--fk-layout-max-width']).toBe('1920px');
    expect(variables['--fk-layout-bg-m']).toBe('var(--fk-color-primary-dark)');
    expect(variables['--fk-layout-fg-m']).toBe('var(--fk-color-on-primary-dark)');
    expect(variables['--fk-layout-bg-t']).toBe('var(--fk-color-gray)');
    expect(variables['--fk-layout-image-m']).toBe('none');
    expect(variables['--fk-layout-image-t']).toBe('url("/img/hero.svg")');
    expect(variables['--fk-layout-image-d']).toBe('url("/img/hero.svg")');
    // Under a picture the colour is the shade, whatever the editor chose, and the text takes its pair.
    expect(variables['--fk-layout-bg-d']).toBe('var(--fk-color-gray)');
    expect(variables['--fk-layout-fg-t']).toBe('var(--fk-color-on-gray)');
    expect(variables['--fk-layout-fg-d']).toBe('var(--fk-color-on-gray)');
    const colours = layoutCssVariables({ ...empty, background_color_mobile: 'PRIMARY_DARK' });
    expect(colours['--fk-layout-bg-t']).toBe('var(--fk-color-primary-dark)');
    expect(colours['--fk-layout-bg-d']).toBe('var(--fk-color-primary-dark)');
  });

  it('hides per device', () => {
    const variables = layoutCssVariables({ ...empty, visible_tablet: false, visible_desktop: true });
    expect([
      variables['--fk-layout-display-m'],
      variables['--fk-layout-display-t'],
      variables['--fk-layout-display-d'],
    ]).toEqual(['flow-root', 'none', 'flow-root']);
  });

  it('lets inline blocks flow in the line and still hides them per device', () => {
    const variables = layoutCssVariables({ ...empty, visible_desktop: false }, { inline: true });
    expect([
      variables['--fk-layout-display-m'],
      variables['--fk-layout-display-t'],
      variables['--fk-layout-display-d'],
    ]).toEqual(['inline-block', 'inline-block', 'none']);
  });

  it('uses per-device spacing and alignment', () => {
    const variables = layoutCssVariables({
      ...empty,
      padding_mobile: 'SMALL',
      padding_desktop: 'LARGE',
      margin_tablet: 'MEDIUM',
      align_mobile: 'CENTER',
      align_desktop: 'RIGHT',
    });
    expect(variables['--fk-layout-padding-m']).toBe('var(--fk-space-4, 1rem)');
    expect(variables['--fk-layout-padding-t']).toBe('var(--fk-space-4, 1rem)');
    expect(variables['--fk-layout-padding-d']).toBe('calc(var(--fk-space-6, 2rem) * 2)');
    expect(variables['--fk-layout-margin-m']).toBe('0');
    expect(variables['--fk-layout-margin-d']).toBe('var(--fk-space-6, 2rem)');
    expect(variables['--fk-layout-align-t']).toBe('center');
    expect(variables['--fk-layout-align-d']).toBe('right');
  });
});

describe('cssUrl', () => {
  it('encodes characters that would end the CSS string or url()', () => {
    expect(cssUrl('/a b/"x")\\.svg')).toBe('url("/a%20b/%22x%22%29%5C.svg")');
    expect(cssUrl("/it's(1).svg")).toBe('url("/it%27s%281%29.svg")');
  });
});
