import { readdir, readFile } from 'node:fs/promises';
import { type SchemaLike, validateStory } from '@storyblok/schema';
import { describe, expect, it } from 'vitest';

// Every demo story checked with Storyblok's own validator against the generated schema of our blocks: the
// files are in the shape the editor writes (and a push of them would be accepted), and every blok sits in a
// field that accepts it.
const dir = new URL('../content/stories/', import.meta.url);
const schemaFile = new URL('./storyblok/schema.json', import.meta.resolve('@fitkit/cms-blocks/package.json'));

async function storyFiles(folder: URL, prefix = ''): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? storyFiles(new URL(`${entry.name}/`, folder), `${prefix}${entry.name}/`)
        : Promise.resolve(entry.name.endsWith('.json') ? [`${prefix}${entry.name}`] : []),
    ),
  );
  return files.flat().sort();
}

const schema = JSON.parse(await readFile(schemaFile, 'utf8')) as SchemaLike;
const files = await storyFiles(dir);

describe('demo stories as Storyblok writes them', () => {
  it('finds the stories', () => {
    expect(files).toContain('home.json');
    expect(files).toContain('sitewide/navbar.json');
  });

  it.each(files)('%s passes validateStory without errors or warnings', async (file) => {
    const { story } = JSON.parse(await readFile(new URL(file, dir), 'utf8')) as { story: unknown };
    expect(validateStory(story, schema)).toEqual({ ok: true, issues: [] });
  });

  it.each(files)('%s has the story fields the content API types as numbers', async (file) => {
    const { story } = JSON.parse(await readFile(new URL(file, dir), 'utf8')) as {
      story: Record<string, unknown>;
    };
    for (const field of ['id', 'parent_id', 'position']) expect(typeof story[field], field).toBe('number');
  });
});
