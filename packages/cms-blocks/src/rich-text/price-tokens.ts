import type { CatalogueParams } from '@fitkit/commerce-hooks';
import { formatMoneyOrPlaceholder } from '@fitkit/ui/price';
import type { RichTextDoc, RichTextNode } from './schema';

/**
 * A price token in rich text: `[PRICE:product-line-slug]` shows that line's live price (its card's price, as
 * listings show it), like the square-bracket placeholders of page titles. Unknown or not yet loaded: '$###.##'.
 */
export const PRICE_TOKEN = /\[PRICE:([a-z0-9-]{1,64})\]/g;

/** How many lines one document may price: more tokens than that stay as the placeholder. */
export const MAX_PRICE_TOKENS = 20;

/** The product line slugs a text names in price tokens, each once, in order. */
function slugsIn(text: string): string[] {
  return [...text.matchAll(PRICE_TOKEN)].map((match) => match[1] as string);
}

/** Every text node's characters in a rich text document, or in any content tree holding such documents. */
function* textsIn(value: unknown): Generator<string> {
  if (Array.isArray(value)) {
    for (const item of value) yield* textsIn(item);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (record.type === 'text' && typeof record.text === 'string') yield record.text;
  for (const field of Object.values(record)) if (field && typeof field === 'object') yield* textsIn(field);
}

/** The product line slugs priced by a document or a story's content, each once, at most {@link MAX_PRICE_TOKENS}. */
export function priceTokenSlugs(content: unknown): string[] {
  const slugs = new Set<string>();
  for (const text of textsIn(content)) for (const slug of slugsIn(text)) slugs.add(slug);
  return [...slugs].slice(0, MAX_PRICE_TOKENS);
}

/** SPEC §7's product search for a price token: filtered by productLineSlug, 100 results per page, empty query. */
export function priceTokenParams(productLineSlug: string): CatalogueParams {
  return { route: 'search', q: '', productLineSlug, pageSize: 100 };
}

/** The searches a story's price tokens make, for the host to prefetch on the server so prices render at once. */
export function priceTokenRequests(content: unknown): CatalogueParams[] {
  return priceTokenSlugs(content).map(priceTokenParams);
}

/** The document with each price token's text replaced by the line's price in `prices` (cents), else '$###.##'. */
export function withPrices(doc: RichTextDoc, prices: ReadonlyMap<string, number>): RichTextDoc {
  const priced = (node: RichTextNode): RichTextNode => {
    if (node.type === 'text' && node.text !== undefined) {
      return {
        ...node,
        text: node.text.replace(PRICE_TOKEN, (_, slug: string) => formatMoneyOrPlaceholder(prices.get(slug))),
      };
    }
    return node.content ? { ...node, content: node.content.map(priced) } : node;
  };
  return { ...doc, content: doc.content?.map(priced) };
}
