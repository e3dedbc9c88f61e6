import type { Build, BuildSummary } from '@fitkit/commerce-hooks';
import type { RouteTemplates } from './seo';

/** The builds pages' title and description templates (SPEC §9's placeholders). */
export const BUILD_SEO = {
  list: {
    plain: {
      title: 'Customer Builds[TITLE_SUFFIX]',
      description:
        'Trucks and Jeeps our customers built with parts from [SITE]: their photos, stories and parts.',
    },
    make: {
      title: '[MAKE] Customer Builds[TITLE_SUFFIX]',
      description: '[MAKE] builds by [SITE] customers: photos, stories and the parts they used.',
    },
    makeModel: {
      title: '[MAKE] [MODEL] Customer Builds[TITLE_SUFFIX]',
      description: '[MAKE] [MODEL] builds by [SITE] customers: photos, stories and the parts they used.',
    },
    makeModelYear: {
      title: '[YEAR] [MAKE] [MODEL] Customer Builds[TITLE_SUFFIX]',
      description:
        '[YEAR] [MAKE] [MODEL] builds by [SITE] customers: photos, stories and the parts they used.',
    },
  },
  build: {
    plain: {
      title: '[NAME] – Customer Build[TITLE_SUFFIX]',
      description: '[NAME]: a customer build on [SITE] with its photos, story and the parts used.',
    },
  },
} as const satisfies Record<string, RouteTemplates>;

/** schema.org ItemList of a page of builds, each by its absolute URL. */
export function buildListJsonLd(
  origin: string,
  builds: readonly BuildSummary[],
  pathOf: (id: string) => string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: builds.map((build, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: build.title,
      url: new URL(pathOf(build.id), origin).toString(),
    })),
  };
}

/** schema.org Article of a published build: its story, author, photos, vehicle and the products it used. */
export function buildJsonLd(
  origin: string,
  build: Build,
  photoUrls: readonly string[],
  skuPath: (part: Build['parts'][number]) => string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: build.title,
    articleBody: build.story,
    author: { '@type': 'Person', name: build.authorName },
    ...(build.publishedAt ? { datePublished: build.publishedAt } : {}),
    dateModified: build.updatedAt,
    image: photoUrls.map((url) => new URL(url, origin).toString()),
    about: { '@type': 'Vehicle', name: build.vehicle.name, vehicleModelDate: String(build.vehicle.year) },
    mentions: build.parts.map((part) => ({
      '@type': 'Product',
      name: part.name,
      sku: part.sku,
      brand: { '@type': 'Brand', name: part.brandName },
      url: new URL(skuPath(part), origin).toString(),
    })),
  };
}
