import type { CatalogueParams } from '@fitkit/commerce-hooks';
import type { Fitment } from '@fitkit/fitment';

/** The query fields of a search block, as validated. */
export interface SearchBlockQuery {
  /** Search text. */
  query?: string | undefined;
  /** Category path, e.g. 'exterior/bumpers'. */
  category?: string | undefined;
  /** Brand slug. */
  brand?: string | undefined;
  /** How many products to show. */
  count: number;
  /** Sort order. */
  sort: NonNullable<CatalogueParams['sort']>;
  /** Only products that fit the shopper's vehicle (when one is saved). */
  fit_vehicle: boolean;
}

/**
 * The catalogue request of a search block: a search when it has text (narrowed by category and brand), else a
 * category listing (narrowed by brand), else a brand listing; the first page of `count` products, fitted to the
 * shopper's vehicle when asked. Null when the block names nothing to list.
 */
export function searchBlockParams(block: SearchBlockQuery, fitment: Fitment | null): CatalogueParams | null {
  const vehicle = block.fit_vehicle && fitment ? vehicleParams(fitment) : {};
  const page = { page: 1, pageSize: block.count, sort: block.sort } as const;
  if (block.query) {
    return {
      route: 'search',
      q: block.query,
      ...(block.category ? { category: block.category } : {}),
      ...(block.brand ? { brand: block.brand } : {}),
      ...vehicle,
      ...page,
    };
  }
  if (block.category) {
    return {
      route: 'category',
      path: block.category,
      ...(block.brand ? { brand: block.brand } : {}),
      ...vehicle,
      ...page,
    };
  }
  if (block.brand) return { route: 'brand', brandSlug: block.brand, ...vehicle, ...page };
  return null;
}

function vehicleParams(fitment: Fitment): Partial<CatalogueParams> {
  return {
    year: fitment.year,
    makeSlug: fitment.makeSlug,
    modelSlug: fitment.modelSlug,
    ...(fitment.bodySlug ? { bodySlug: fitment.bodySlug } : {}),
    ...(fitment.bedSlug ? { bedSlug: fitment.bedSlug } : {}),
    ...(fitment.engineSlug ? { engineSlug: fitment.engineSlug } : {}),
  };
}
