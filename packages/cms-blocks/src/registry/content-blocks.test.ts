import { describe, expect, it } from 'vitest';
import { contentBlocks, INTERACTIVE_BLOCKS, interactiveBlockLoaders } from './content-blocks';
import { registry } from './registry';
import { BLOK_NAMES } from './schema';

describe('content and interactive blocks', () => {
  it('split every block between them, once', () => {
    const names = [...Object.keys(contentBlocks), ...Object.keys(interactiveBlockLoaders)];
    expect(names.sort()).toEqual([...BLOK_NAMES].sort());
    expect(Object.keys(interactiveBlockLoaders).sort()).toEqual([...INTERACTIVE_BLOCKS].sort());
  });

  it('load the components the registry has', async () => {
    for (const name of INTERACTIVE_BLOCKS) {
      expect(await interactiveBlockLoaders[name](), name).toBe(registry[name]);
    }
    for (const [name, component] of Object.entries(contentBlocks)) {
      expect(component, name).toBe(registry[name as keyof typeof contentBlocks]);
    }
  });
});
