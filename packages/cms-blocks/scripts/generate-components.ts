// Writes storyblok/components.json from the block schemas. Run: pnpm --filter @fitkit/cms-blocks generate
// (the root tsconfig, so JSX in the workspace packages it imports compiles as in the apps)
import { mkdir, writeFile } from 'node:fs/promises';
import { storyblokComponentsJson } from '../src/storyblok/components';

const target = new URL('../storyblok/components.json', import.meta.url);
await mkdir(new URL('.', target), { recursive: true });
await writeFile(target, storyblokComponentsJson());
console.log(`wrote ${target.pathname}`);
