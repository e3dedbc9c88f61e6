/** XML-escapes text for element content. */
function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

/** A sitemap index document pointing at each sitemap file. */
export function sitemapIndexXml(locations: readonly string[]): string {
  const entries = locations.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

/** A sitemap document of page URLs. */
export function urlSetXml(locations: readonly string[]): string {
  const entries = locations.map((loc) => `  <url><loc>${escapeXml(loc)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** The file name of one page of a sitemap kind, and back. */
export function sitemapFile(kind: string, page: number): string {
  return `sitemap-${kind}-${page}.xml`;
}

/** Parses `sitemap-{kind}-{page}.xml`; null for anything else. */
export function parseSitemapFile(file: string): { kind: string; page: number } | null {
  const match = /^sitemap-([a-z]+)-([1-9]\d{0,4})\.xml$/.exec(file);
  return match ? { kind: match[1] ?? '', page: Number(match[2]) } : null;
}
