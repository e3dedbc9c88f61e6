import { describe, expect, it } from 'vitest';
import { parseSitemapFile, sitemapFile, sitemapIndexXml, urlSetXml } from './sitemap-xml';

describe('sitemap XML', () => {
  it('writes an index and a url set, escaping what XML needs escaped', () => {
    expect(sitemapIndexXml(['https://s.example/sitemap-brands-1.xml'])).toContain(
      '<sitemap><loc>https://s.example/sitemap-brands-1.xml</loc></sitemap>',
    );
    const set = urlSetXml(['https://s.example/search/?a=1&b=2']);
    expect(set).toContain('<loc>https://s.example/search/?a=1&amp;b=2</loc>');
    expect(set.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
  it('names sitemap files and reads them back, refusing anything else', () => {
    expect(parseSitemapFile(sitemapFile('products', 3))).toEqual({ kind: 'products', page: 3 });
    expect(parseSitemapFile('sitemap-products-0.xml')).toBeNull();
    expect(parseSitemapFile('sitemap-../-1.xml')).toBeNull();
    expect(parseSitemapFile('products.xml')).toBeNull();
  });
});
