import { BUTTON_SIZES } from '@fitkit/ui/button';
import { describe, expect, it } from 'vitest';
import {
  blocksField,
  booleanField,
  imageField,
  integerField,
  linkField,
  optionalOptionField,
  optionalTextField,
  optionField,
  optionLabel,
  requiredImageField,
  requiredTextField,
  richTextField,
  storyblokFields,
  tableField,
  visibilityField,
} from './fields';

describe('field schemas', () => {
  it('gives an option field its fallback when Storyblok sends an empty choice', () => {
    const size = optionField(BUTTON_SIZES, 'Size', 'NORMAL');
    expect(size.parse('')).toBe('NORMAL');
    expect(size.parse(undefined)).toBe('NORMAL');
    expect(size.parse('LARGE')).toBe('LARGE');
    expect(size.safeParse('HUGE').success).toBe(false);
    expect(size.safeParse('large').success).toBe(false);
  });

  it('leaves an optional option undefined when empty', () => {
    const size = optionalOptionField(BUTTON_SIZES, 'Size');
    expect(size.parse('')).toBeUndefined();
    expect(size.parse(null)).toBeUndefined();
    expect(size.parse('SMALL')).toBe('SMALL');
  });

  it('reads visibility flags as true, false or inherit', () => {
    const visible = visibilityField('Visible');
    expect(visible.parse('true')).toBe(true);
    expect(visible.parse(true)).toBe(true);
    expect(visible.parse('false')).toBe(false);
    expect(visible.parse(false)).toBe(false);
    expect(visible.parse('INHERIT')).toBeUndefined();
    expect(visible.parse('')).toBeUndefined();
    expect(visible.parse(undefined)).toBeUndefined();
    expect(visible.safeParse('yes').success).toBe(false);
  });

  it('trims required text and refuses blanks', () => {
    const label = requiredTextField('Label');
    expect(label.parse('  Shop  ')).toBe('Shop');
    expect(label.safeParse('   ').success).toBe(false);
    expect(label.safeParse(undefined).success).toBe(false);
  });

  it('treats blank optional text as unset', () => {
    const anchor = optionalTextField('Anchor');
    expect(anchor.parse(' ')).toBeUndefined();
    expect(anchor.parse(' top ')).toBe('top');
  });

  it('gives booleans their fallback', () => {
    expect(booleanField('Full width', false).parse(undefined)).toBe(false);
    expect(booleanField('Full width', false).parse(true)).toBe(true);
  });

  it('accepts every value the way the Storyblok editor writes it', () => {
    expect(integerField('Count', { min: 1, max: 24, fallback: 8 }).parse('12')).toBe(12);
    const emptyAsset = {
      id: null,
      alt: null,
      name: '',
      focus: null,
      title: null,
      filename: '',
      copyright: null,
      fieldtype: 'asset',
      meta_data: {},
    };
    expect(imageField('Image').parse(emptyAsset)).toBeUndefined();
    expect(imageField('Image').parse({ ...emptyAsset, id: 7, alt: 'A mat', filename: '/a/mat.png' })).toEqual(
      {
        filename: '/a/mat.png',
        alt: 'A mat',
      },
    );
    const storyLink = { id: 'u-1', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: 'c/mats' };
    expect(linkField('Link').parse(storyLink)).toEqual(storyLink);
    const doc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2, textAlign: null }, content: [{ type: 'text', text: 'Mats' }] },
        {
          type: 'paragraph',
          attrs: { textAlign: 'center' },
          content: [
            {
              type: 'text',
              text: 'Shop',
              marks: [
                {
                  type: 'link',
                  attrs: { href: '/c/mats', uuid: 'u-1', anchor: null, target: '_self', linktype: 'story' },
                },
              ],
            },
          ],
        },
      ],
    };
    // Accepted as written; what does not render (an unset alignment) is left out for the renderer.
    const [heading, paragraph] = doc.content;
    expect(richTextField('Text').parse(doc)).toEqual({
      type: 'doc',
      content: [{ ...heading, attrs: { level: 2 } }, paragraph],
    });
  });

  it('keeps nested bloks raw and defaults to an empty list', () => {
    const bloks = blocksField('Body', ['text']);
    expect(bloks.parse(undefined)).toEqual([]);
    expect(bloks.parse([{ _uid: 'a', component: 'anything', extra: 1 }])).toEqual([
      { _uid: 'a', component: 'anything', extra: 1 },
    ]);
    expect(bloks.safeParse(['text']).success).toBe(false);
  });

  it('accepts multilinks and plain strings as links', () => {
    const link = linkField('Link');
    expect(link.parse('/c/exterior/')).toBe('/c/exterior/');
    expect(link.parse({ linktype: 'story', cached_url: 'faq', id: 'x' })).toMatchObject({
      cached_url: 'faq',
    });
    expect(link.parse(undefined)).toBeUndefined();
    expect(link.safeParse({ linktype: 'ftp', url: 'x' }).success).toBe(false);
  });

  it('turns an empty asset into no image', () => {
    const image = imageField('Image');
    expect(image.parse({ id: null, filename: '', alt: null, fieldtype: 'asset' })).toBeUndefined();
    expect(image.parse('')).toBeUndefined();
    expect(image.parse({ id: 1, filename: '/api/img/x.svg', alt: null })).toEqual({
      filename: '/api/img/x.svg',
      alt: '',
    });
    expect(image.parse({ filename: '/a.svg', alt: 'Truck', focus: '1x2:3x4' })).toEqual({
      filename: '/a.svg',
      alt: 'Truck',
      focus: '1x2:3x4',
    });
  });

  it('accepts rich text documents and empty rich text', () => {
    const text = richTextField('Text');
    expect(text.parse('')).toBeUndefined();
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }] };
    expect(text.parse(doc)).toEqual(doc);
    expect(text.safeParse({ type: 'paragraph' }).success).toBe(false);
    expect(text.safeParse({ type: 'doc', content: [{ type: 'text', text: 5 }] }).success).toBe(false);
  });

  it('attaches Storyblok metadata to each field', () => {
    expect(storyblokFields.get(optionField(BUTTON_SIZES, 'Size', 'NORMAL'))).toEqual({
      type: 'option',
      display_name: 'Size',
      options: BUTTON_SIZES.map((value) => ({ name: optionLabel(value), value })),
      default_value: 'NORMAL',
    });
    expect(storyblokFields.get(requiredTextField('Label'))).toMatchObject({ type: 'text', required: true });
    expect(storyblokFields.get(blocksField('Body', ['section']))).toEqual({
      type: 'bloks',
      display_name: 'Body',
      component_whitelist: ['section'],
    });
  });

  it('labels enum values in plain words', () => {
    expect(optionLabel('PRIMARY_DARK')).toBe('Primary dark');
    expect(optionLabel('button')).toBe('Button');
  });
});

describe('requiredImageField', () => {
  it('reads an asset and refuses an empty one with a message for editors', () => {
    const image = requiredImageField('Image');
    expect(image.parse({ filename: '/a.svg', alt: 'Truck' })).toEqual({ filename: '/a.svg', alt: 'Truck' });
    const empty = image.safeParse({ id: null, filename: '', alt: null });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('Choose an image');
    expect(image.safeParse(undefined).success).toBe(false);
    expect(storyblokFields.get(image)).toMatchObject({ type: 'asset', required: true });
  });
});

describe('tableField', () => {
  const table = tableField('Table');

  it('reads Storyblok table cells into header and rows', () => {
    const value = {
      fieldtype: 'table',
      thead: [
        { _uid: 'h1', value: 'Size', component: '_table_head' },
        { _uid: 'h2', value: ' Fits ', component: '_table_head' },
      ],
      tbody: [
        {
          _uid: 'r1',
          component: '_table_row',
          body: [
            { _uid: 'c1', value: 'Short bed', component: '_table_col' },
            { _uid: 'c2', value: '5 ft 7 in', component: '_table_col' },
          ],
        },
      ],
    };
    expect(table.parse(value)).toEqual({ head: ['Size', 'Fits'], rows: [['Short bed', '5 ft 7 in']] });
  });

  it('drops a header row of blanks and reads empty fields as no cells', () => {
    expect(
      table.parse({ thead: [{ value: '' }, { value: null }], tbody: [{ body: [{ value: 'x' }] }] }),
    ).toEqual({
      head: [],
      rows: [['x']],
    });
    expect(table.parse('')).toEqual({ head: [], rows: [] });
    expect(table.parse(undefined)).toEqual({ head: [], rows: [] });
    expect(table.safeParse({ thead: 'x' }).success).toBe(false);
    expect(storyblokFields.get(table)).toEqual({ type: 'table', display_name: 'Table' });
  });
});
