import { z } from 'zod';
import { centsSchema, imageSchema, namedSchema } from '../../http/schemas';

/** What a search suggestion shows of a product line: its default SKU's name, brand, picture and price. */
export const productSuggestionSchema = z.object({
  productLineSlug: z.string(),
  skuSlug: z.string(),
  name: z.string(),
  brand: namedSchema,
  image: imageSchema,
  price: z.object({ actual: centsSchema, original: centsSchema.nullable() }),
});

/** A product line as listings and recommendations show it: the suggestion plus its product id and fit. */
export const productSummarySchema = z
  .object({
    productId: z.number().int(),
    ...productSuggestionSchema.shape,
    fitment: z.object({ fits: z.boolean(), appNote: z.string().nullable() }).optional(),
  })
  .meta({ id: 'ProductSummary' });

/** A product summary as the API sends it. */
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** A product suggestion as the API sends it. */
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;

/** The fit of a summary's line for the shopper's vehicle. */
export type ProductFit = NonNullable<ProductSummary['fitment']>;

/** A product summary row before shaping: the columns every listing query selects. */
export interface ProductSummaryRow {
  product_line_id: number;
  product_line_slug: string;
  name: string;
  brand_slug: string;
  brand_name: string;
  product_id: number;
  sku_slug: string;
  price_cents: number;
  original_price_cents: number | null;
  image_key: string | null;
  image_filename: string | null;
  app_note: string | null;
}

/** A product suggestion row: a summary row without the product id and application note. */
export type ProductSuggestionRow = Omit<ProductSummaryRow, 'product_id' | 'app_note'>;

/** Shapes a suggestion row; a line without its own picture falls back to the generated one. */
export function toProductSuggestion(row: ProductSuggestionRow): ProductSuggestion {
  return {
    productLineSlug: row.product_line_slug,
    skuSlug: row.sku_slug,
    name: row.name,
    brand: { slug: row.brand_slug, name: row.brand_name },
    image: {
      key: row.image_key ?? `pl-${row.product_line_id}`,
      filename: row.image_filename ?? `${row.product_line_slug}.svg`,
    },
    price: { actual: row.price_cents, original: row.original_price_cents },
  };
}

/** Shapes a summary row, with its fit when the request named a vehicle. */
export function toProductSummary(row: ProductSummaryRow, fit: ProductFit | undefined): ProductSummary {
  return { productId: row.product_id, ...toProductSuggestion(row), ...(fit ? { fitment: fit } : {}) };
}
