import { describe, expect, it } from 'vitest';
import {
  cssUrl,
  resolveVisibility,
  SECTION_MIN_HEIGHTS,
  type SectionLayout,
  sectionCssVariables,
  sectionMinHeight,
} from './layout';

const empty: SectionLayout = {
  maxWidth: 'WIDE',
  minHeight: 'NONE',
  backgroundColor: {},
  backgroundImage: {},
  padding: {},
  margin: {},
  align: {},
  visible: {},
};

describe('sectionMinHeight', () => {
  it.each([
    ['SMALL', { mobile: 250, other: 350 }],
    ['MEDIUM', { mobile: 350, other: 450 }],
    ['LARGE', { mobile: 450, other: 550 }],
    ['NONE', null],
  ] as const)('%s', (size, expected) => {
    expect(sectionMinHeight(size)).toEqual(expected);
  });

  it('covers every option', () => {
    expect(SECTION_MIN_HEIGHTS).toEqual(['NONE', 'SMALL', 'MEDIUM', 'LARGE']);
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

describe('sectionCssVariables', () => {
  it('applies defaults on every device', () => {
    expect(sectionCssVariables(empty)).toEqual({
      '--fk-section-max-width': '1280px',
      '--fk-section-display-m': 'flow-root',
      '--fk-section-display-t': 'flow-root',
      '--fk-section-display-d': 'flow-root',
      '--fk-section-padding-m': 'var(--fk-space-6, 2rem)',
      '--fk-section-padding-t': 'var(--fk-space-6, 2rem)',
      '--fk-section-padding-d': 'var(--fk-space-6, 2rem)',
      '--fk-section-margin-m': '0',
      '--fk-section-margin-t': '0',
      '--fk-section-margin-d': '0',
      '--fk-section-align-m': 'left',
      '--fk-section-align-t': 'left',
      '--fk-section-align-d': 'left',
    });
  });

  it('sets mobile and other min heights', () => {
    const variables = sectionCssVariables({ ...empty, minHeight: 'MEDIUM' });
    expect(variables['--fk-section-min-height-m']).toBe('350px');
    expect(variables['--fk-section-min-height-t']).toBe('450px');
    expect(variables['--fk-section-min-height-d']).toBe('450px');
  });

  it('inherits colours and images upwards and maps colours to palette tokens', () => {
    const variables = sectionCssVariables({
      ...empty,
      maxWidth: 'FULL',
      backgroundColor: { mobile: 'PRIMARY_DARK', desktop: 'WHITE' },
      backgroundImage: { tablet: { filename: '/img/hero.svg', alt: '' } },
    });
    expect(variables['--fk-section-max-width']).toBe('1920px');
    expect(variables['--fk-section-bg-m']).toBe('var(--fk-color-primary-dark)');
    expect(variables['--fk-section-fg-m']).toBe('var(--fk-color-on-primary-dark)');
    expect(variables['--fk-section-bg-t']).toBe('var(--fk-color-primary-dark)');
    expect(variables['--fk-section-bg-d']).toBe('var(--fk-color-white)');
    expect(variables['--fk-section-image-m']).toBeUndefined();
    expect(variables['--fk-section-image-t']).toBe('url("/img/hero.svg")');
    expect(variables['--fk-section-image-d']).toBe('url("/img/hero.svg")');
  });

  it('hides per device', () => {
    const variables = sectionCssVariables({ ...empty, visible: { tablet: false, desktop: true } });
    expect([
      variables['--fk-section-display-m'],
      variables['--fk-section-display-t'],
      variables['--fk-section-display-d'],
    ]).toEqual(['flow-root', 'none', 'flow-root']);
  });

  it('uses per-device spacing and alignment', () => {
    const variables = sectionCssVariables({
      ...empty,
      padding: { mobile: 'SMALL', desktop: 'LARGE' },
      margin: { tablet: 'MEDIUM' },
      align: { mobile: 'CENTER', desktop: 'RIGHT' },
    });
    expect(variables['--fk-section-padding-m']).toBe('var(--fk-space-4, 1rem)');
    expect(variables['--fk-section-padding-t']).toBe('var(--fk-space-4, 1rem)');
    expect(variables['--fk-section-padding-d']).toBe('calc(var(--fk-space-6, 2rem) * 2)');
    expect(variables['--fk-section-margin-m']).toBe('0');
    expect(variables['--fk-section-margin-d']).toBe('var(--fk-space-6, 2rem)');
    expect(variables['--fk-section-align-t']).toBe('center');
    expect(variables['--fk-section-align-d']).toBe('right');
  });
});

describe('cssUrl', () => {
  it('encodes characters that would end the CSS string or url()', () => {
    expect(cssUrl('/a b/"x")\\.svg')).toBe('url("/a%20b/%22x%22%29%5C.svg")');
    expect(cssUrl("/it's(1).svg")).toBe('url("/it%27s%281%29.svg")');
  });
});
