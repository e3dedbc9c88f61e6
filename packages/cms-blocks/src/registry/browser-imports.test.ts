import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// Value imports only: `import type …` is erased, and `import('…')` is a separate chunk loaded on demand.
const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveModule(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

/** Every module a browser bundle pulls in from `entry`, with the packages each one imports. */
function browserGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const packages: string[] = [];
    graph.set(file, packages);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)) {
      if (specifier.startsWith('.')) visit(resolveModule(file, specifier));
      else packages.push(specifier);
    }
  };
  visit(resolve(src, entry));
  return graph;
}

// The server validates bloks (validate.ts); what renders them in the browser must not ship zod or the
// block schemas (the first-load JavaScript budget).
describe('browser rendering path', () => {
  it.each(['index.ts', 'registry/registry.ts'])(
    '%s imports no schema library and no block schema',
    (entry) => {
      const graph = browserGraph(entry);
      const offenders = [...graph].flatMap(([file, packages]) => [
        ...packages
          .filter((name) => name === 'zod' || name.startsWith('zod/'))
          .map((name) => `${relative(src, file)} → ${name}`),
        ...(/(^|\/)(schema|validate)\.ts$/.test(file) ? [relative(src, file)] : []),
      ]);
      expect(offenders).toEqual([]);
      expect(graph.size).toBeGreaterThan(1);
    },
  );

  it('notices a schema import', () => {
    const graph = browserGraph('registry/validate.ts');
    expect([...graph.values()].flat()).toContain('zod/mini');
  });
});
