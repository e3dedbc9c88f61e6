import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, fillTemplate, pageSeo, productJsonLd, SEO_TEMPLATES } from './seo';

const site = { site: 'fitkit', domain: 'shop.example', titleSuffix: ' | fitkit', phone: '1-800-555-0100' };

describe('fillTemplate', () => {
  it('fills placeholders and tidies the gaps left by missing ones', () => {
    expect(
      fillTemplate('[YEAR] [MAKE] [MODEL] Parts[TITLE_SUFFIX]', { MAKE: 'Jeep', TITLE_SUFFIX: ' | x' }),
    ).toBe('Jeep Parts | x');
    expect(fillTemplate('Call [PHONE].', { PHONE: '1-800' })).toBe('Call 1-800.');
    expect(fillTemplate('At [SITE] ([DOMAIN]).', { SITE: 'fitkit' })).toBe('At fitkit ().');
  });
});

describe('pageSeo', () => {
  it('chooses the make, model and year variant by what the page names', () => {
    const t = SEO_TEMPLATES.listing;
    expect(pageSeo(t, site, { name: 'Floor Mats' }).title).toBe('Floor Mats | fitkit');
    expect(pageSeo(t, site, { name: 'Floor Mats', make: 'Jeep' }).title).toBe('Jeep Floor Mats | fitkit');
    expect(pageSeo(t, site, { name: 'Floor Mats', make: 'Jeep', model: 'Wrangler' }).title).toBe(
      'Jeep Wrangler Floor Mats | fitkit',
    );
    const full = pageSeo(t, site, { name: 'Floor Mats', make: 'Jeep', model: 'Wrangler', year: 2021 });
    expect(full.title).toBe('2021 Jeep Wrangler Floor Mats | fitkit');
    expect(full.description).toBe(
      'Shop Floor Mats that fit your 2021 Jeep Wrangler at fitkit. Call 1-800-555-0100.',
    );
  });
  it('falls back to the plain variant where a route has no vehicle variant', () => {
    expect(pageSeo(SEO_TEMPLATES.product, site, { name: 'Bumper', make: 'Jeep' }).title).toBe(
      'Bumper | fitkit',
    );
    expect(pageSeo(SEO_TEMPLATES.home, site, {}).description).toContain('(shop.example)');
  });
});

describe('JSON-LD', () => {
  it('builds a breadcrumb list of absolute URLs in order', () => {
    const ld = breadcrumbJsonLd('https://shop.example', [
      { name: 'Interior', href: '/c/interior/' },
      { name: 'Floor Mats', href: '/c/interior/floor-mats/' },
    ]);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Interior', item: 'https://shop.example/c/interior/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Floor Mats',
        item: 'https://shop.example/c/interior/floor-mats/',
      },
    ]);
  });
  it('prices a product in dollars and states its availability and rating', () => {
    const product = {
      name: 'Mat',
      description: 'A mat',
      sku: 'LM-1',
      brand: 'Lloyd Mats',
      image: 'https://shop.example/i.svg',
      url: 'https://shop.example/p/mat/',
      priceCents: 15899,
      inStock: false,
      rating: { average: 4.5, count: 12 },
    };
    const ld = productJsonLd(product);
    expect(ld.offers).toMatchObject({
      price: '158.99',
      priceCurrency: 'USD',
      availability: 'https://schema.org/OutOfStock',
    });
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12 });
    const unrated = productJsonLd({ ...product, inStock: true, rating: null });
    expect(unrated).not.toHaveProperty('aggregateRating');
    expect(unrated.offers.availability).toBe('https://schema.org/InStock');
  });
});
