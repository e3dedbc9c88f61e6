import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateSchema, OUTPUT_PATH } from '../../scripts/generate-schema.mjs';

describe('schema.gen.ts', () => {
  it('matches the commerce API OpenAPI document (run `pnpm --filter @fitkit/commerce-hooks generate`)', async () => {
    const committed = await readFile(OUTPUT_PATH, 'utf8');
    expect(committed === (await generateSchema()), 'schema.gen.ts is stale').toBe(true);
  });
});
