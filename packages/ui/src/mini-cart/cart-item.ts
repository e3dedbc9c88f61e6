import type { UiImage } from '../provider/image-url';

/** The vehicle a cart line was bought for, as names (null when a level is absent). */
export type MiniCartFitment = {
  /** Model year. */
  year: number | null;
  /** Make name, e.g. 'Jeep'. */
  makeName: string | null;
  /** Model name, e.g. 'Wrangler'. */
  modelName: string | null;
  /** Body name, e.g. 'Unlimited Sport'. */
  bodyName?: string | null;
  /** Bed name, e.g. '5 ft 6 in'. */
  bedName?: string | null;
  /** Engine name, e.g. '3.6L V6'. */
  engineName?: string | null;
  /** Application note from the fitment data. */
  appNote?: string | null;
};

/** The fields of a cart line the mini cart shows; a structural subset of the API's CartItem. */
export type MiniCartItem = {
  /** Cart line id, passed back in callbacks. */
  itemId: string;
  /** Quantity on the line. */
  qty: number;
  /** Product name, the text of the SKU link. */
  productName: string;
  /** Product line slug, for the SKU route. */
  productLineSlug: string;
  /** SKU slug, for the SKU route. */
  skuSlug: string;
  /** Product image. */
  image: UiImage;
  /** Vehicle the line was added for, or null for universal parts. */
  fitmentData: MiniCartFitment | null;
  /** Virtual items (e.g. services) have a fixed quantity and cannot be removed here. */
  isVirtualItem: boolean;
  /** Unit price before discounts, in cents. */
  originalPrice: number | null;
  /** Unit price paid, in cents. */
  salePrice: number;
  /** Line total, in cents. */
  itemSubtotal: number;
};

/** The cart as the mini cart needs it. */
export type MiniCartCart = {
  /** Cart lines. */
  items: readonly MiniCartItem[];
  /** Sum of quantities. */
  itemCount: number;
  /** Cart total, in cents. */
  total: number;
};

/** The vehicle of a cart line in one line, e.g. '2021 Jeep Wrangler Unlimited Sport 3.6L V6'; '' when none. */
export function formatFitmentLine(fitment: MiniCartFitment | null | undefined): string {
  if (!fitment) return '';
  const parts = [
    fitment.year,
    fitment.makeName,
    fitment.modelName,
    fitment.bodyName,
    fitment.bedName,
    fitment.engineName,
  ];
  return parts
    .filter(
      (part): part is string | number => part !== null && part !== undefined && part !== '' && part !== 'N/A',
    )
    .map(String)
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** '1 item', '3 items': SPEC §9 pluralisation adds an s when the count is not 1. */
export function pluralize(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
