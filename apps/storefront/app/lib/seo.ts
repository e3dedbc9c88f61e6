/**
 * Page titles and descriptions from the square-bracket templates of SPEC §9 ([SITE], [DOMAIN], [TITLE_SUFFIX],
 * [PHONE] plus the page's own [NAME], [YEAR], [MAKE], [MODEL]); the make/model/year variant is chosen by which of
 * them the page has. Also the JSON-LD of products and breadcrumbs.
 */

/** What a page's meta needs, computed by its loader on the server. */
export type PageHead = {
  title: string;
  description: string;
  canonical: string;
  jsonLd?: object[];
  noindex?: boolean;
};

/** The shop's identity as the templates see it. */
export type SiteSeo = { site: string; domain: string; titleSuffix: string; phone: string };

/** What a page contributes: its name and the vehicle parts it is narrowed to. */
export type PageSeoValues = { name?: string; year?: number | string; make?: string; model?: string };

/** A title and description template pair. */
type Templates = { title: string; description: string };

/** A route's templates, by how much of the vehicle the page names. */
export type RouteTemplates = {
  plain: Templates;
  make?: Templates;
  makeModel?: Templates;
  makeModelYear?: Templates;
};

/** The shop's default templates per kind of page. */
export const SEO_TEMPLATES = {
  home: {
    plain: {
      title: 'Truck & Jeep Parts and Accessories That Fit[TITLE_SUFFIX]',
      description:
        'Pick your vehicle and shop parts and accessories that fit it at [SITE] ([DOMAIN]). Questions? Call [PHONE].',
    },
  },
  listing: {
    plain: {
      title: '[NAME][TITLE_SUFFIX]',
      description: 'Shop [NAME] at [SITE]. Choose your vehicle to see only what fits. Call [PHONE].',
    },
    make: {
      title: '[MAKE] [NAME][TITLE_SUFFIX]',
      description: 'Shop [NAME] for your [MAKE] at [SITE]. Call [PHONE].',
    },
    makeModel: {
      title: '[MAKE] [MODEL] [NAME][TITLE_SUFFIX]',
      description: 'Shop [NAME] that fit your [MAKE] [MODEL] at [SITE]. Call [PHONE].',
    },
    makeModelYear: {
      title: '[YEAR] [MAKE] [MODEL] [NAME][TITLE_SUFFIX]',
      description: 'Shop [NAME] that fit your [YEAR] [MAKE] [MODEL] at [SITE]. Call [PHONE].',
    },
  },
  product: {
    plain: {
      title: '[NAME][TITLE_SUFFIX]',
      description: '[NAME] at [SITE]. Check the fit for your vehicle, then order online or call [PHONE].',
    },
    makeModelYear: {
      title: '[NAME] for [YEAR] [MAKE] [MODEL][TITLE_SUFFIX]',
      description: '[NAME] for your [YEAR] [MAKE] [MODEL] at [SITE]. Order online or call [PHONE].',
    },
  },
} as const satisfies Record<string, RouteTemplates>;

/** Fills [PLACEHOLDER]s; unknown or missing ones are dropped and the spaces around them tidied. */
export function fillTemplate(template: string, values: Record<string, string | number | undefined>): string {
  return template
    .replace(/\[([A-Z_]+)\]/g, (_, key: string) => String(values[key] ?? ''))
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.)])/g, '$1')
    .trim();
}

/** The title and description of a page: the most specific variant the page's vehicle allows. */
export function pageSeo(templates: RouteTemplates, site: SiteSeo, page: PageSeoValues): Templates {
  const variant =
    (page.make && page.model && page.year !== undefined && templates.makeModelYear) ||
    (page.make && page.model && templates.makeModel) ||
    (page.make && templates.make) ||
    templates.plain;
  const values = {
    SITE: site.site,
    DOMAIN: site.domain,
    TITLE_SUFFIX: site.titleSuffix,
    PHONE: site.phone,
    NAME: page.name,
    YEAR: page.year,
    MAKE: page.make,
    MODEL: page.model,
  };
  return {
    title: fillTemplate(variant.title, values),
    description: fillTemplate(variant.description, values),
  };
}

/** schema.org BreadcrumbList of absolute URLs. */
export function breadcrumbJsonLd(origin: string, crumbs: readonly { name: string; href: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.href, origin).toString(),
    })),
  };
}

/** What the Product JSON-LD needs from a product line. */
export type ProductSeo = {
  name: string;
  description: string;
  sku: string;
  brand: string;
  image: string;
  url: string;
  priceCents: number;
  inStock: boolean;
  rating?: { average: number; count: number } | null;
};

/** schema.org Product with its offer (price in dollars, USD) and, when there are reviews, its rating. */
export function productJsonLd(product: ProductSeo) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.sku,
    image: product.image,
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'Offer',
      url: product.url,
      priceCurrency: 'USD',
      price: (product.priceCents / 100).toFixed(2),
      availability: `https://schema.org/${product.inStock ? 'InStock' : 'OutOfStock'}`,
    },
    ...(product.rating && product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
          },
        }
      : {}),
  };
}
