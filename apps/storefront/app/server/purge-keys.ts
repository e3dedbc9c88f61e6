/**
 * The purge keys a public page names in its `Surrogate-Key` and `Cache-Tag` headers, and a purge request names to
 * drop pages (docs/cdn.md). One key per thing an editor or the catalogue changes: a product line, a category, a
 * story. Keys are ASCII without spaces or commas (both headers' separators); anything else is percent-encoded.
 */

/** Every shared page names this key: purging it drops all HTML (after a deploy). */
export const ALL_PAGES_KEY = 'pages';

/** The kinds of purge key besides {@link ALL_PAGES_KEY}. */
export const PURGE_KEY_KINDS = ['product-line', 'category', 'story', 'build'] as const;

/** One of {@link PURGE_KEY_KINDS}. */
export type PurgeKeyKind = (typeof PURGE_KEY_KINDS)[number];

/**
 * The purge key of a product line (its slug), a category (its path, `interior/floor-mats`), a story (its full slug)
 * or a customer build (its id).
 */
export function purgeKey(kind: PurgeKeyKind, id: string): string {
  return `${kind}:${encodeURIComponent(id.replace(/^\/+|\/+$/g, '')).replace(/%2F/gi, '/')}`;
}

const KEY = new RegExp(`^(?:${ALL_PAGES_KEY}|(?:${PURGE_KEY_KINDS.join('|')}):[A-Za-z0-9%/._~-]{1,300})$`);

/** True for a key a purge request may name. */
export function isPurgeKey(value: string): boolean {
  return KEY.test(value);
}

/** The keys of a listing or product: its product lines and the categories of its breadcrumbs. */
export function cataloguePurgeKeys({
  products = [],
  breadcrumbs = [],
}: {
  products?: readonly { productLineSlug: string }[];
  breadcrumbs?: readonly { path: string }[];
}): string[] {
  return [
    ...breadcrumbs.map((crumb) => purgeKey('category', crumb.path)),
    ...products.map((product) => purgeKey('product-line', product.productLineSlug)),
  ];
}
