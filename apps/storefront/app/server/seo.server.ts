import { type PageHead, type PageSeoValues, pageSeo, type RouteTemplates, type SiteSeo } from '../lib/seo';

const env = process.env;

/** The shop's identity before a theme config is read: the SITE_* variables, else fitkit's defaults. */
export const envSiteSeo: SiteSeo = {
  site: env.SITE_NAME ?? 'fitkit',
  domain: env.SITE_DOMAIN ?? 'localhost',
  titleSuffix: env.SITE_TITLE_SUFFIX ?? ` | ${env.SITE_NAME ?? 'fitkit'}`,
  phone: env.SITE_PHONE ?? '1-800-555-0100',
};

// SITE_* variables that are set win over the theme config (a staging shop can rename itself).
const overrides: Partial<SiteSeo> = {
  ...(env.SITE_NAME ? { site: env.SITE_NAME } : {}),
  ...(env.SITE_DOMAIN ? { domain: env.SITE_DOMAIN } : {}),
  ...(env.SITE_TITLE_SUFFIX ? { titleSuffix: env.SITE_TITLE_SUFFIX } : {}),
  ...(env.SITE_PHONE ? { phone: env.SITE_PHONE } : {}),
};

let current: SiteSeo = envSiteSeo;

/** The shop's identity for titles and descriptions: the published theme config, SITE_* variables overriding. */
export function siteSeo(): SiteSeo {
  return current;
}

/** Takes the shop's identity from the published theme config; the sitewide loader calls it on every read. */
export function adoptThemeSeo(theme: {
  siteName: string;
  domain: string;
  titleSuffix: string;
  phone: string;
}) {
  current = {
    site: theme.siteName,
    domain: theme.domain,
    titleSuffix: theme.titleSuffix,
    phone: theme.phone,
    ...overrides,
  };
}

/** The public origin for canonical URLs and sitemaps: PUBLIC_URL when set, else the request's own. */
export function publicOrigin(request: Request): string {
  return (process.env.PUBLIC_URL ?? new URL(request.url).origin).replace(/\/$/, '');
}

/** The canonical URL of a page: its path on the public origin, with the page number kept beyond page 1. */
export function canonicalUrl(request: Request): string {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get('page'));
  const query = Number.isInteger(page) && page > 1 ? `?page=${page}` : '';
  return `${publicOrigin(request)}${url.pathname}${query}`;
}

/** A page's head from its route templates and values, with the canonical URL of the request. */
export function pageHead(
  request: Request,
  templates: RouteTemplates,
  values: PageSeoValues,
  extra: Pick<PageHead, 'jsonLd' | 'noindex'> = {},
): PageHead {
  return { ...pageSeo(templates, siteSeo(), values), canonical: canonicalUrl(request), ...extra };
}

function titleCase(slug: string): string {
  return slug
    .split('-')
    .map((word) =>
      word.length <= 3 && /\d/.test(word) ? word.toUpperCase() : word[0]?.toUpperCase() + word.slice(1),
    )
    .join(' ');
}

/**
 * The vehicle a page's URL names, as template values: the shopper's saved names when they are that vehicle (the
 * adopt middleware just resolved them), else the slugs in title case. Pages without a vehicle in the URL get none,
 * so a page's title never depends on a cookie.
 */
export function urlVehicleValues(
  vehicle: { makeSlug: string; modelSlug?: string; year?: number } | null,
  saved: {
    fitment: { makeSlug: string; modelSlug: string };
    names: { make?: string; model?: string };
  } | null,
): PageSeoValues {
  if (!vehicle) return {};
  const same = saved?.fitment.makeSlug === vehicle.makeSlug;
  const make = (same && saved?.names.make) || titleCase(vehicle.makeSlug);
  const model = vehicle.modelSlug
    ? (same && saved?.fitment.modelSlug === vehicle.modelSlug && saved.names.model) ||
      titleCase(vehicle.modelSlug)
    : undefined;
  return { make, ...(model ? { model } : {}), ...(vehicle.year !== undefined ? { year: vehicle.year } : {}) };
}
