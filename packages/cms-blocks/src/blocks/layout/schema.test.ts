import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { storyblokFields } from '../../fields/fields';
import { layoutFields } from './schema';

describe('layoutFields', () => {
  const plain = z.object(layoutFields());
  const section = z.object(layoutFields({ maxWidth: 'WIDE', padding: 'MEDIUM' }));

  it('gives an empty blok the block defaults and leaves tablet and desktop inheriting', () => {
    expect(plain.parse({})).toEqual({
      max_width: 'NONE',
      min_height: 'NONE',
      padding_mobile: 'NONE',
      margin_mobile: 'NONE',
      align_mobile: 'LEFT',
    });
    expect(section.parse({ padding_tablet: '', visible_tablet: 'INHERIT' })).toMatchObject({
      max_width: 'WIDE',
      padding_mobile: 'MEDIUM',
    });
    expect(section.parse({}).padding_tablet).toBeUndefined();
  });

  it('reads per-device values and visibility flags', () => {
    expect(
      plain.parse({
        background_color_desktop: 'PRIMARY',
        background_image_mobile: { filename: '/hero.svg', alt: 'Truck' },
        padding_desktop: 'LARGE',
        visible_mobile: 'false',
        visible_desktop: 'true',
      }),
    ).toMatchObject({
      background_color_desktop: 'PRIMARY',
      background_image_mobile: { filename: '/hero.svg', alt: 'Truck' },
      padding_desktop: 'LARGE',
      visible_mobile: false,
      visible_desktop: true,
    });
  });

  it('refuses values outside the lists', () => {
    expect(plain.safeParse({ max_width: 'HUGE' }).success).toBe(false);
    expect(plain.safeParse({ align_tablet: 'JUSTIFY' }).success).toBe(false);
    expect(plain.safeParse({ background_color_mobile: 'PINK' }).success).toBe(false);
  });

  it('shows the block default to editors', () => {
    expect(storyblokFields.get(layoutFields({ padding: 'MEDIUM' }).padding_mobile)).toMatchObject({
      type: 'option',
      default_value: 'MEDIUM',
    });
    expect(storyblokFields.get(layoutFields().visible_tablet)).toMatchObject({ default_value: 'INHERIT' });
  });
});
