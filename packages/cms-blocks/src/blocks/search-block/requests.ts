import type { CatalogueParams } from '@fitkit/commerce-hooks';
import type { Fitment } from '@fitkit/fitment';
import { z } from 'zod/mini';
import { searchBlockSchema } from './schema';
import { searchBlockParams } from './search-params';

/** Every blok in a story's content tree, at any depth, parents before their children. */
export function* bloksIn(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) {
    for (const item of value) yield* bloksIn(item);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (typeof record.component === 'string') yield record;
  for (const field of Object.values(record)) {
    if (field && typeof field === 'object') yield* bloksIn(field);
  }
}

/**
 * The catalogue requests a story's search blocks will make, for the host to prefetch on the server (so the
 * grids are in the server-rendered page), each once. Reads the blok tree at any depth; invalid search blocks
 * are skipped, as they render nothing.
 */
export function searchBlockRequests(
  content: unknown,
  options: { fitment?: Fitment | null } = {},
): CatalogueParams[] {
  const requests = new Map<string, CatalogueParams>();
  for (const blok of bloksIn(content)) {
    if (blok.component !== 'search_block') continue;
    const parsed = z.safeParse(searchBlockSchema, blok);
    if (!parsed.success) continue;
    const params = searchBlockParams(parsed.data, options.fitment ?? null);
    if (params) requests.set(JSON.stringify(params), params);
  }
  return [...requests.values()];
}
