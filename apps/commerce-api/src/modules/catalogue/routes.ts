import { FITMENT_LEVELS, type FitmentLevel, REQUIRED_FITMENT_LEVELS } from '@fitkit/fitment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { LookupGuard } from '../../http/rate-limit';
import {
  breadcrumbSchema,
  errorResponses,
  slugSchema,
  timeTravelSchema,
  vehicleQueryShape,
} from '../../http/schemas';
import { searchRoutes } from '../search/routes';
import { distinguishingLevels, type ResolvedVehicle, resolveVehicle } from '../vehicles/queries';
import { findCustomFacet } from './custom-facets';
import { productSummarySchema, toProductSummary } from './product-summary';
import {
  CATALOGUE_SORTS,
  CATEGORY_FACET_LEVELS,
  categoryTrail,
  FACET_NAMES,
  type FacetName,
  findBrand,
  findBrandIds,
  findCategory,
  type ListingFilter,
  listBrands,
  listFacets,
  listProducts,
  PRICE_BUCKETS,
  resolveSearch,
  SPECIALS,
} from './queries';

/** Route names the catalogue answers for, once (the fitable listing routes of SPEC §2). */
export const CATALOGUE_ROUTES = ['category', 'mmy', 'search', 'specials', 'new-products', 'brand'] as const;

const facetSchema = z
  .object({
    name: z.enum(FACET_NAMES),
    label: z.string(),
    values: z.array(
      z.object({ value: z.string(), label: z.string(), count: z.number().int(), selected: z.boolean() }),
    ),
  })
  .meta({ id: 'Facet' });

const catalogueSchema = z
  .object({
    route: z.enum(CATALOGUE_ROUTES),
    name: z.string(),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    products: z.array(productSummarySchema),
    facets: z.array(facetSchema),
    requiredFitmentOptions: z.array(z.enum(FITMENT_LEVELS)),
    breadcrumbs: z.array(breadcrumbSchema),
  })
  .meta({ id: 'Catalogue' });

const categoryPathSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,64}(\/[a-z0-9-]{1,64}){0,4}$/, 'path must be 1–5 slugs joined by slashes');

const querySchema = z.object({
  route: z.enum(CATALOGUE_ROUTES),
  path: categoryPathSchema.optional(),
  q: z.string().max(100).optional(),
  brandSlug: slugSchema.optional(),
  customFacet: slugSchema.optional(),
  productLineSlug: slugSchema
    .optional()
    .describe('Search only: the one product line of this slug; the query may then be empty (price tokens)'),
  brand: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe('Brand facet: brand slugs, repeated or comma-separated'),
  price: z
    .enum(PRICE_BUCKETS.map((b) => b.id) as [PriceBucket, ...PriceBucket[]])
    .optional()
    .describe('Price range facet bucket in cents, e.g. 5000-10000'),
  special: z.enum(SPECIALS.map((s) => s.id) as [Special, ...Special[]]).optional(),
  sameDayShipping: z.enum(['true', 'false']).optional().describe('true: only lines that ship the same day'),
  includeSameDayFacet: z
    .enum(['true', 'false'])
    .optional()
    .describe('Theme flag: true adds the sameDayShipping facet'),
  categoryFacetLevel: z
    .enum(CATEGORY_FACET_LEVELS)
    .default('lvl0')
    .describe(
      'Theme flag: the category facet of a listing outside any category lists top (lvl0) or second-level (lvl1) categories',
    ),
  category: categoryPathSchema
    .optional()
    .describe('Narrows the listing to a category (a descendant for route category)'),
  timeTravel: timeTravelSchema
    .optional()
    .describe(
      'ISO date-time passed through from the storefront: the listing as of then (lines created later are left out; ' +
        'prices, compare-at prices, deals, the price facet and price sorts are those in effect then)',
    ),
  ...vehicleQueryShape,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
  sort: z.enum(CATALOGUE_SORTS).default('relevance'),
});

type PriceBucket = (typeof PRICE_BUCKETS)[number]['id'];
type Special = (typeof SPECIALS)[number]['id'];

/** Which facets each listing route shows (SPEC §9: search has no special facet, a brand page no brand facet). */
const ROUTE_FACETS: Record<(typeof CATALOGUE_ROUTES)[number], readonly FacetName[]> = {
  category: ['category', 'price', 'brand', 'special'],
  mmy: ['category', 'price', 'brand', 'special'],
  search: ['category', 'price', 'brand'],
  specials: ['category', 'price', 'brand', 'special'],
  'new-products': ['category', 'price', 'brand', 'special'],
  brand: ['category', 'price', 'special'],
};

const slugPattern = /^[a-z0-9-]{1,64}$/;

/** The brand facet's slugs from a repeated or comma-separated parameter; 400 on a malformed slug. */
function brandSlugsOf(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  const slugs = [...new Set((Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')))]
    .map((v) => v.trim())
    .filter((v) => v !== '');
  const bad = slugs.find((slug) => !slugPattern.test(slug));
  if (bad !== undefined || slugs.length > 20) {
    throw new ApiError(400, 'VALIDATION_ERROR', 'brand must be up to 20 brand slugs', [
      { path: 'query.brand', message: bad !== undefined ? `Not a brand slug: "${bad}"` : 'Too many brands' },
    ]);
  }
  return slugs;
}

const brandSchema = z
  .object({ slug: z.string(), name: z.string(), productCount: z.number().int() })
  .meta({ id: 'Brand' });

const brandsSchema = z.object({ brands: z.array(brandSchema) }).meta({ id: 'Brands' });

function hasVehicle(query: z.infer<typeof vehicleQuerySchema>): boolean {
  return (
    query.makeSlug !== undefined ||
    query.modelSlug !== undefined ||
    query.year !== undefined ||
    query.bodySlug !== undefined ||
    query.bedSlug !== undefined ||
    query.engineSlug !== undefined
  );
}

const vehicleQuerySchema = z.object(vehicleQueryShape);

/** Resolves the optional vehicle of a listing query: 400 without a make, 404 when it does not resolve. */
async function vehicleOf(
  db: Database,
  query: z.infer<typeof vehicleQuerySchema>,
): Promise<ResolvedVehicle | undefined> {
  if (!hasVehicle(query)) return undefined;
  if (query.makeSlug === undefined) {
    throw new ApiError(400, 'VALIDATION_ERROR', 'A vehicle needs a make', [
      { path: 'query.makeSlug', message: 'Required when a vehicle is given' },
    ]);
  }
  const resolved = await resolveVehicle(db, { ...query, makeSlug: query.makeSlug });
  if (!resolved) throw new ApiError(404, 'NOT_FOUND', 'Invalid Make/Model from url');
  return resolved;
}

type CatalogueQuery = z.infer<typeof querySchema>;

/** What a listing route lists: its filter, heading and breadcrumbs, and the node whose children the category facet counts. */
interface ListingScope {
  filter: ListingFilter;
  name: string;
  breadcrumbs: { name: string; path: string }[];
  /** The category facet lists the children of this node (null: the theme's level, `categoryFacetLevel`). */
  categoryParentId: number | null;
}

function validationError(path: string, summary: string, message: string): ApiError {
  return new ApiError(400, 'VALIDATION_ERROR', summary, [{ path, message }]);
}

/** 400 for parameters the route does not take or lacks. */
function checkRouteParams(query: CatalogueQuery): void {
  if (query.customFacet !== undefined && query.route !== 'category') {
    throw validationError(
      'query.customFacet',
      'A custom facet narrows a category',
      'Only allowed with route category',
    );
  }
  if (query.productLineSlug !== undefined && query.route !== 'search') {
    throw validationError(
      'query.productLineSlug',
      'A product line narrows a search',
      'Only allowed with route search',
    );
  }
  if (query.route === 'brand' && query.brandSlug === undefined) {
    throw validationError('query.brandSlug', 'A brand listing needs a brand', 'Required for route brand');
  }
}

/** A category listing, narrowed by a custom facet when one is asked for. */
async function categoryScope(
  db: Database,
  query: CatalogueQuery,
  vehicle: ResolvedVehicle | undefined,
): Promise<ListingScope> {
  if (!query.path) {
    throw validationError('query.path', 'A category listing needs a path', 'Required for route category');
  }
  const category = await findCategory(db, query.path);
  if (!category) throw new ApiError(404, 'NOT_FOUND', 'Category not found');
  const scope: ListingScope = {
    filter: { ...(vehicle ? { vehicle } : {}), categoryPath: category.path },
    name: category.name,
    breadcrumbs: await categoryTrail(db, category.path),
    categoryParentId: category.id,
  };
  if (query.customFacet !== undefined) {
    const facet = findCustomFacet(query.customFacet);
    if (!facet) throw new ApiError(404, 'NOT_FOUND', 'Custom facet not found');
    scope.filter.customFacet = facet;
    scope.name = `${facet.name} ${category.name}`;
    scope.breadcrumbs.push({ name: facet.name, path: `${category.path}/f/${facet.slug}` });
  }
  return scope;
}

/** The vehicle listing: its breadcrumbs walk make, model and year. */
function vehicleScope(vehicle: ResolvedVehicle | undefined): ListingScope {
  if (!vehicle) {
    throw validationError('query.makeSlug', 'A vehicle listing needs a make', 'Required for route mmy');
  }
  const steps = [vehicle.make.slug, vehicle.model?.slug, vehicle.year?.toString()];
  const names = [vehicle.make.name, vehicle.model?.name, vehicle.year?.toString()];
  const breadcrumbs: ListingScope['breadcrumbs'] = [];
  for (let i = 0; i < steps.length && steps[i]; i++) {
    breadcrumbs.push({ name: names[i]!, path: steps.slice(0, i + 1).join('/') });
  }
  return { filter: { vehicle }, name: 'Parts & Accessories', breadcrumbs, categoryParentId: null };
}

/**
 * The search listing: 400 for a blank query, unless it is narrowed to one product line (SPEC §7's product search
 * for price tokens: filtered by productLineSlug, with an empty query).
 */
async function searchScope(
  db: Database,
  query: CatalogueQuery,
  filter: ListingFilter,
): Promise<ListingScope> {
  const q = (query.q ?? '').trim();
  if (query.productLineSlug !== undefined) {
    filter.productLineSlug = query.productLineSlug;
    if (!q) return { filter, name: 'Search results', breadcrumbs: [], categoryParentId: null };
  }
  if (!q) {
    throw validationError(
      'query.q',
      'A search needs a query',
      'Required for route search and must not be blank',
    );
  }
  filter.search = await resolveSearch(db, q);
  return { filter, name: `Search results for "${q}"`, breadcrumbs: [], categoryParentId: null };
}

/** The scope of the listing route asked for. */
async function listingScope(
  db: Database,
  query: CatalogueQuery,
  vehicle: ResolvedVehicle | undefined,
): Promise<ListingScope> {
  const filter: ListingFilter = vehicle ? { vehicle } : {};
  const plain = (name: string): ListingScope => ({ filter, name, breadcrumbs: [], categoryParentId: null });
  switch (query.route) {
    case 'category':
      return categoryScope(db, query, vehicle);
    case 'specials':
      filter.onSale = true;
      return plain('Deals');
    case 'new-products':
      filter.newest = true;
      return plain('New Products');
    case 'brand': {
      const brand = await findBrand(db, query.brandSlug!);
      if (!brand) throw new ApiError(404, 'NOT_FOUND', 'Brand not found');
      filter.brandId = brand.id;
      return plain(brand.name);
    }
    case 'mmy':
      return vehicleScope(vehicle);
    default:
      return searchScope(db, query, filter);
  }
}

/** The `category` parameter narrows any listing to a category (a descendant of a category listing's own). */
async function narrowToCategory(db: Database, query: CatalogueQuery, scope: ListingScope): Promise<void> {
  if (query.category === undefined) return;
  const { filter } = scope;
  if (filter.categoryPath !== undefined && !query.category.startsWith(`${filter.categoryPath}/`)) {
    throw validationError(
      'query.category',
      `Category "${query.category}" is not inside "${filter.categoryPath}"`,
      'Must be a descendant of path for route category',
    );
  }
  const narrowed = await findCategory(db, query.category);
  if (!narrowed) {
    throw validationError('query.category', `Unknown category "${query.category}"`, 'No such category');
  }
  filter.categoryPath = narrowed.path;
  scope.categoryParentId = narrowed.id;
}

/** The facet filters: brands (400 for an unknown one), price bucket, special and same-day shipping. */
async function applyFacetFilters(db: Database, query: CatalogueQuery, filter: ListingFilter): Promise<void> {
  const brandSlugs = brandSlugsOf(query.brand);
  if (brandSlugs.length > 0) {
    const ids = await findBrandIds(db, brandSlugs);
    const unknown = brandSlugs.filter((slug) => !ids.has(slug));
    if (unknown.length > 0) {
      throw validationError(
        'query.brand',
        `Unknown brand: ${unknown.join(', ')}`,
        `No brand with slug ${unknown.map((u) => `"${u}"`).join(', ')}`,
      );
    }
    filter.brandIds = brandSlugs.map((slug) => ids.get(slug)!);
    filter.brandSlugs = brandSlugs;
  }
  if (query.price !== undefined) filter.price = query.price;
  if (query.special !== undefined) filter.special = query.special;
  if (query.sameDayShipping === 'true') filter.sameDayShipping = true;
}

/** The levels the listing needs chosen: year, make and model, plus those that tell the vehicle's variants apart. */
async function requiredLevels(db: Database, vehicle: ResolvedVehicle | undefined): Promise<FitmentLevel[]> {
  return [...REQUIRED_FITMENT_LEVELS, ...(vehicle ? await distinguishingLevels(db, vehicle) : [])];
}

/** `GET /catalogue`: product listings by category, vehicle (mmy), search, deals, new lines or brand. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Database; guard: LookupGuard }> = async (
  app,
  { db, guard },
) => {
  await app.register(searchRoutes, {
    db,
    guard,
    vehicleOf: (query) => vehicleOf(db, vehicleQuerySchema.parse(query)),
  });

  app.get(
    '/brands',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Every brand with its product line count (only fitted lines, and brands having some, with a vehicle)',
        querystring: vehicleQuerySchema,
        response: { 200: brandsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const vehicle = await vehicleOf(db, request.query);
      const rows = await listBrands(db, vehicle);
      return { brands: rows.map((r) => ({ slug: r.slug, name: r.name, productCount: r.product_count })) };
    },
  );

  app.get(
    '/catalogue',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A page of product cards for a category, a vehicle, a search, deals, new lines or a brand',
        description:
          'Facets (category, price, brand, special, sameDayShipping by the includeSameDayFacet theme flag) are counted ' +
          'over the whole filtered result before paging; each facet counts with the other facet filters applied. ' +
          'Search matches names, brands, categories and part numbers with typo tolerance, exact part number first. ' +
          'timeTravel lists the lines as they were then (created by that time), at the prices in effect then.',
        querystring: querySchema,
        response: { 200: catalogueSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const query = request.query;
      checkRouteParams(query);
      const vehicle = await vehicleOf(db, query);
      const scope = await listingScope(db, query, vehicle);
      await narrowToCategory(db, query, scope);
      await applyFacetFilters(db, query, scope.filter);
      // Which lines existed and their prices go back in time (price history); carts still charge today's price.
      if (query.timeTravel) scope.filter.asOf = query.timeTravel;
      const facetNames: FacetName[] = [...ROUTE_FACETS[query.route]];
      if (query.includeSameDayFacet === 'true') facetNames.push('sameDayShipping');
      const { total, rows } = await listProducts(db, scope.filter, query);
      const facets = await listFacets(
        db,
        scope.filter,
        facetNames,
        scope.categoryParentId ?? query.categoryFacetLevel,
      );
      return {
        route: query.route,
        name: scope.name,
        total,
        page: query.page,
        pageSize: query.pageSize,
        // The listing is already narrowed to the vehicle, so every product fits it.
        products: rows.map((row) =>
          toProductSummary(row, vehicle ? { fits: true, appNote: row.app_note } : undefined),
        ),
        facets,
        requiredFitmentOptions: await requiredLevels(db, vehicle),
        breadcrumbs: scope.breadcrumbs,
      };
    },
  );
};
