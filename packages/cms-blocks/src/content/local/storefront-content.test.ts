import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type LinkInput, resolveLink } from '../../links/links';
import { findBlokProblems } from '../../registry/validate';
import { createLocalContentSource } from './local';

// The storefront's bundled stories are this package's first real content: they must load and render
// without a single skipped blok, and every link must resolve.
const dir = fileURLToPath(new URL('../../../../../apps/storefront/content/stories/', import.meta.url));

async function storySlugs(folder: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const slugs = await Promise.all(
    entries.map(async (entry) => {
      if (entry.isDirectory()) return storySlugs(`${folder}/${entry.name}`, `${prefix}${entry.name}/`);
      return entry.name.endsWith('.json') ? [`${prefix}${entry.name.slice(0, -'.json'.length)}`] : [];
    }),
  );
  return slugs.flat();
}

function collectLinks(value: unknown, links: LinkInput[] = []): LinkInput[] {
  if (Array.isArray(value)) {
    for (const item of value) collectLinks(item, links);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.fieldtype === 'multilink') links.push(record as unknown as LinkInput);
    if (record.type === 'link' && record.attrs && typeof record.attrs === 'object') {
      links.push((record.attrs as { href?: string }).href);
    }
    for (const child of Object.values(record)) collectLinks(child, links);
  }
  return links;
}

describe('storefront content', async () => {
  const source = createLocalContentSource({ dir });
  const slugs = await storySlugs(dir);

  it('has a home story', () => {
    expect(slugs).toContain('home');
  });

  it.each(slugs)('%s loads, validates and links only to real targets', async (slug) => {
    const result = await source.getStory(slug);
    if (!result.ok) throw new Error(`${slug}: ${result.detail}`);
    expect(result.story.full_slug).toBe(slug);
    expect(result.story.content.component).toBe('page');
    expect(findBlokProblems(result.story.content)).toEqual([]);
    for (const link of collectLinks(result.story.content)) {
      expect(resolveLink(link), JSON.stringify(link)).not.toBeNull();
    }
  });

  it('links the home page to the categories and search the shop has', async () => {
    const result = await source.getStory('home');
    if (!result.ok) throw new Error('no home story');
    const hrefs = collectLinks(result.story.content).map((link) => resolveLink(link)?.href);
    expect(hrefs).toEqual(
      expect.arrayContaining(['/c/exterior/', '/c/interior/', '/search/?q=floor%20mats']),
    );
  });
});
