// Writes storyblok/components.json and storyblok/schema.json from the block schemas. Run:
// pnpm --filter @fitkit/cms-blocks generate (the root tsconfig, so JSX in the workspace packages it imports
// compiles as in the apps)
import { mkdir, writeFile } from 'node:fs/promises';
import { storyblokComponentsJson, storyblokSchemaJson } from '../src/storyblok/components';

const folder = new URL('../storyblok/', import.meta.url);
await mkdir(folder, { recursive: true });
for (const [file, content] of [
  ['components.json', storyblokComponentsJson()],
  ['schema.json', storyblokSchemaJson()],
] as const) {
  const target = new URL(file, folder);
  await writeFile(target, content);
  console.log(`wrote ${target.pathname}`);
}
