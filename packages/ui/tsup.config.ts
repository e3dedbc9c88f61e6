import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

type Entry = { '@fitkit/source'?: string };
const { exports } = JSON.parse(readFileSync('package.json', 'utf8')) as {
  exports: Record<string, Entry | string>;
};

// One build entry per component entry of package.json (`./button` → dist/button/index.js), so the two lists
// cannot drift apart.
const entry = Object.fromEntries(
  Object.entries(exports).flatMap(([subpath, target]) =>
    typeof target === 'object' && target['@fitkit/source']?.endsWith('.ts')
      ? [[`${subpath.slice(2)}/index`, target['@fitkit/source']]]
      : [],
  ),
);

// No `clean`: the two builds run in parallel and one would wipe the other's output; the build script cleans first.
export default defineConfig([
  {
    entry,
    format: ['esm'],
    dts: true,
    sourcemap: true,
    target: 'es2023',
    external: [/^react/, /^@tanstack\//, /^@fitkit\//, /^embla-carousel/],
  },
  {
    // The stylesheet ships as one file: esbuild inlines every @import of src/styles/index.css.
    entry: { styles: 'src/styles/index.css' },
    minify: true,
    target: 'chrome111',
  },
]);
