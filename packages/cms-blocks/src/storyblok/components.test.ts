import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { BLOK_NAMES } from '../registry/schema';
import { SITEWIDE_COMPONENT_SCHEMAS, SITEWIDE_STORIES } from '../sitewide/sitewide';
import { buildStoryblokComponents, storyblokComponentsJson } from './components';

const file = new URL('../../storyblok/components.json', import.meta.url);

describe('Storyblok component definitions', () => {
  it('storyblok/components.json is up to date (run `pnpm --filter @fitkit/cms-blocks generate`)', async () => {
    expect(await readFile(file, 'utf8')).toBe(storyblokComponentsJson());
  });

  it('defines every block and sitewide component once; page and the sitewide stories are the roots', () => {
    const components = buildStoryblokComponents();
    const sitewide = SITEWIDE_COMPONENT_SCHEMAS.map((schema) => schema.shape.component.def.values[0]);
    expect(components.map((component) => component.name)).toEqual([...BLOK_NAMES, ...sitewide]);
    expect(components.filter((component) => component.is_root).map((component) => component.name)).toEqual([
      'page',
      ...SITEWIDE_STORIES,
    ]);
  });

  it('mirrors the button options as option fields', () => {
    const button = buildStoryblokComponents().find((component) => component.name === 'button');
    expect(button?.schema.label).toMatchObject({ type: 'text', required: true, pos: 0 });
    expect(button?.schema.link).toMatchObject({
      type: 'multilink',
      show_anchor: true,
      allow_target_blank: true,
    });
    expect(button?.schema.style?.options?.map((option) => option.value)).toEqual(['SOLID', 'OUTLINE']);
    expect(button?.schema.type).toMatchObject({ type: 'option', default_value: 'button' });
    expect(button?.schema.icon?.options?.map((option) => option.value)).toEqual(['PADLOCK', 'SAVE', 'ARROW']);
  });

  it('gives sections per-device fields and nested bloks', () => {
    const section = buildStoryblokComponents().find((component) => component.name === 'section');
    expect(section?.schema.content).toMatchObject({ type: 'bloks' });
    expect(section?.schema.visible_tablet).toMatchObject({ type: 'option', default_value: 'INHERIT' });
    expect(section?.schema.background_image_desktop).toMatchObject({ type: 'asset', filetypes: ['images'] });
    expect(section?.schema.min_height?.options?.map((option) => option.value)).toEqual([
      'NONE',
      'SMALL',
      'MEDIUM',
      'LARGE',
    ]);
  });

  it('is a bare array of definitions, the format the Storyblok CLI v4 pushes', async () => {
    const pushed: unknown = JSON.parse(await readFile(file, 'utf8'));
    expect(Array.isArray(pushed)).toBe(true);
    expect((pushed as { name: string }[]).map((component) => component.name)).toEqual(
      buildStoryblokComponents().map((component) => component.name),
    );
  });

  it('defines the layout, image and table blocks with their own field types', () => {
    const byName = new Map(buildStoryblokComponents().map((component) => [component.name, component]));
    expect(byName.get('columns')?.schema.columns_layout?.options?.map((option) => option.value)).toContain(
      '15-70-15',
    );
    expect(byName.get('columns')?.schema.columns).toMatchObject({ type: 'bloks' });
    expect(byName.get('image')?.schema.image).toMatchObject({ type: 'asset', required: true });
    expect(byName.get('image_card')?.schema.size).toMatchObject({ type: 'option', default_value: 'MEDIUM' });
    expect(byName.get('shade')?.schema.opacity).toMatchObject({ type: 'number', default_value: '50' });
    expect(byName.get('table')?.schema.table).toEqual({ type: 'table', display_name: 'Table', pos: 0 });
    // Every block carries the layout options.
    for (const name of ['section', 'columns', 'image', 'image_card', 'shade', 'table']) {
      expect(Object.keys(byName.get(name)?.schema ?? {})).toEqual(
        expect.arrayContaining(['max_width', 'min_height', 'padding_desktop', 'visible_mobile']),
      );
    }
  });

  it('numbers field positions in schema order', () => {
    for (const component of buildStoryblokComponents()) {
      const positions = Object.values(component.schema).map((field) => field.pos);
      expect(positions).toEqual(positions.map((_, index) => index));
    }
  });
});
