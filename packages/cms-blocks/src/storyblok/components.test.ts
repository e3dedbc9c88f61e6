import { readFile } from 'node:fs/promises';
import { validateSchema, validateStory } from '@storyblok/schema';
import { describe, expect, it } from 'vitest';
import { BLOK_NAMES } from '../registry/schema';
import { SITEWIDE_COMPONENT_SCHEMAS, SITEWIDE_STORIES } from '../sitewide/sitewide';
import {
  buildStoryblokComponents,
  buildStoryblokSchema,
  storyblokComponentsJson,
  storyblokSchemaJson,
} from './components';
import { CONTENT_BLOCKS } from './picker';

const file = new URL('../../storyblok/components.json', import.meta.url);
const schemaFile = new URL('../../storyblok/schema.json', import.meta.url);

/** The bloks fields whose bloks render through the block registry. */
const CONTENT_FIELDS = [
  'page.body',
  'section.content',
  'columns.columns',
  'shade.content',
  'carousel.slides',
  'custom_carousel.items',
  'video_banner.content',
  'cms-menu.sections',
];

describe('Storyblok component definitions', () => {
  it('storyblok/components.json is up to date (run `pnpm --filter @fitkit/cms-blocks generate`)', async () => {
    expect(await readFile(file, 'utf8')).toBe(storyblokComponentsJson());
  });

  it('storyblok/schema.json is up to date and passes @storyblok/schema validateSchema', async () => {
    const text = await readFile(schemaFile, 'utf8');
    expect(text).toBe(storyblokSchemaJson());
    expect(validateSchema(JSON.parse(text))).toEqual({ ok: true, issues: [] });
  });

  it('restricts every bloks field to the blocks that render there', () => {
    const components = buildStoryblokComponents();
    const bloksFields = components.flatMap((component) =>
      Object.entries(component.schema)
        .filter(([, field]) => field.type === 'bloks')
        .map(([name, field]) => ({ at: `${component.name}.${name}`, field })),
    );
    for (const { at, field } of bloksFields) {
      expect(field, at).toMatchObject({ restrict_components: true, restrict_type: '' });
      expect(field.component_whitelist?.length, at).toBeGreaterThan(0);
    }
    const contentFields = bloksFields.filter(({ at }) => CONTENT_FIELDS.includes(at));
    expect(contentFields.map(({ at }) => at).sort()).toEqual([...CONTENT_FIELDS].sort());
    for (const { field } of contentFields) expect(field.component_whitelist).toEqual([...CONTENT_BLOCKS]);
    // The sitewide parts and the content types cannot be placed among page blocks.
    expect(BLOK_NAMES).toEqual(expect.arrayContaining([...CONTENT_BLOCKS]));
    expect(CONTENT_BLOCKS).not.toContain('page');
    expect(CONTENT_BLOCKS).not.toContain('review');
  });

  it('puts every component in a picker folder with an icon, and names its bloks by a text field', () => {
    const { blocks } = buildStoryblokSchema();
    for (const block of Object.values(blocks)) {
      expect(block.folder, block.name).toMatch(/\S/);
      expect(block.icon, block.name).toMatch(/^block-/);
    }
    expect(blocks.button).toMatchObject({ folder: 'Content', preview_field: 'label' });
    expect(blocks['menu-link']).toMatchObject({ folder: 'Sitewide/Navbar', preview_field: 'text' });
    expect(blocks.page?.fields.find((field) => field.name === 'body')?.allow).toEqual([...CONTENT_BLOCKS]);
  });

  it('makes validateStory refuse a menu link in a page body, which renders nowhere there', () => {
    const schema = buildStoryblokSchema();
    const story = (body: unknown[]) => ({ content: { _uid: 'p', component: 'page', body } });
    const text = { _uid: 't', component: 'text', text: { type: 'doc', content: [] } };
    expect(validateStory(story([text]), schema).ok).toBe(true);
    const menuLink = { _uid: 'm', component: 'menu-link', text: 'Mats', link: '' };
    expect(validateStory(story([menuLink]), schema).issues).toContainEqual(
      expect.objectContaining({ code: 'disallowed_component', path: ['content', 'body', 0, 'component'] }),
    );
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
