// Server side: the zod schema of every block. The browser renders what these produced and never imports
// this module (except lazily in the visual editor, through load-validator.ts).
import { z } from 'zod/mini';
import { buttonSchema } from '../blocks/button/schema';
import { carouselSchema } from '../blocks/carousel/schema';
import { columnsSchema } from '../blocks/columns/schema';
import { customCarouselSchema } from '../blocks/custom-carousel/schema';
import { fitmentSelectorSchema } from '../blocks/fitment-selector/schema';
import { imageSchema } from '../blocks/image/schema';
import { imageCardSchema } from '../blocks/image-card/schema';
import { pageSchema } from '../blocks/page/schema';
import { reviewSchema, reviewsCarouselSchema } from '../blocks/reviews-carousel/schema';
import { sameDayPromoSchema } from '../blocks/same-day-promo/schema';
import { searchBlockSchema } from '../blocks/search-block/schema';
import { sectionSchema } from '../blocks/section/schema';
import { shadeSchema } from '../blocks/shade/schema';
import { subscribeFormSchema } from '../blocks/subscribe-form/schema';
import { tableSchema } from '../blocks/table/schema';
import { textSchema } from '../blocks/text/schema';
import { videoBannerSchema } from '../blocks/video-banner/schema';

/** Every block schema, told apart by the `component` field. */
export const blokSchema = z.discriminatedUnion('component', [
  pageSchema,
  sectionSchema,
  textSchema,
  buttonSchema,
  columnsSchema,
  imageSchema,
  imageCardSchema,
  shadeSchema,
  tableSchema,
  carouselSchema,
  customCarouselSchema,
  videoBannerSchema,
  fitmentSelectorSchema,
  sameDayPromoSchema,
  searchBlockSchema,
  reviewsCarouselSchema,
  reviewSchema,
  subscribeFormSchema,
]);

/** A validated blok of any block. */
export type Blok = z.output<typeof blokSchema>;

/** The name of a block this package renders. */
export type BlokName = Blok['component'];

/** A block schema: a zod object whose `component` field is the block name. */
export type BlokSchema = (typeof blokSchema.def.options)[number];

/** The name a block schema's `component` literal holds (what classic zod's `.value` gave). */
export function blockName(schema: BlokSchema): BlokName {
  const [name, ...others] = schema.shape.component.def.values;
  if (name === undefined || others.length > 0) throw new Error('a block schema names exactly one component');
  return name;
}

/** The names of every block this package renders, in schema order. */
export const BLOK_NAMES: readonly BlokName[] = blokSchema.def.options.map(blockName);

/** Every block schema by block name; spread it to validate with more blocks of your own. */
export const blokSchemas: Readonly<Record<BlokName, BlokSchema>> = Object.fromEntries(
  blokSchema.def.options.map((schema) => [blockName(schema), schema]),
) as Record<BlokName, BlokSchema>;
