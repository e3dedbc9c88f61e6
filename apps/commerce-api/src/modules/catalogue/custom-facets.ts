import { type SQL, sql } from 'drizzle-orm';

/**
 * Named filters shown as `/c/{category}/f/{facetSlug}/` children of a category: a product line belongs to a
 * facet when its brand is one of the facet's brands or its name contains one of the facet's words.
 */
export const CUSTOM_FACETS = [
  { slug: 'led-lighting', name: 'LED Lighting', brands: [], words: ['LED'] },
  {
    slug: 'made-in-usa',
    name: 'Made in USA',
    brands: ['lloyds', 'rufftuff', 'wetokole', 'ironline-offroad', 'summit-bedworks'],
    words: [],
  },
  {
    slug: 'off-road',
    name: 'Off-Road',
    brands: ['ironline-offroad', 'trailcrest'],
    words: ['Overland', 'Trail'],
  },
  { slug: 'custom-fit', name: 'Custom Fit', brands: [], words: ['Custom Fit'] },
] as const satisfies readonly {
  slug: string;
  name: string;
  brands: readonly string[];
  words: readonly string[];
}[];

/** One custom facet. */
export type CustomFacet = (typeof CUSTOM_FACETS)[number];

/** Finds a custom facet by slug, or null. */
export function findCustomFacet(slug: string): CustomFacet | null {
  return CUSTOM_FACETS.find((f) => f.slug === slug) ?? null;
}

/** SQL condition on the product line alias `pl` and brand alias `b`: the line belongs to the facet. */
export function customFacetSql(facet: CustomFacet): SQL {
  const parts: SQL[] = [];
  const brands: readonly string[] = facet.brands;
  const words: readonly string[] = facet.words;
  if (brands.length > 0) {
    parts.push(
      sql`b.slug in (${sql.join(
        brands.map((slug) => sql`${slug}`),
        sql`, `,
      )})`,
    );
  }
  // Whole words only ('LED' must not match 'Sled'); facet words hold no regex metacharacters.
  for (const word of words) parts.push(sql`pl.name ~* ${`\\m${word}\\M`}`);
  return parts.length > 0 ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}
