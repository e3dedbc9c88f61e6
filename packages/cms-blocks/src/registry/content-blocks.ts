import { ButtonBlock } from '../blocks/button/button';
import { ColumnsBlock } from '../blocks/columns/columns';
import { FitmentSelectorBlock } from '../blocks/fitment-selector/fitment-selector';
import { ImageBlock } from '../blocks/image/image';
import { PageBlock } from '../blocks/page/page';
import { SearchBlock } from '../blocks/search-block/search-block';
import { SectionBlock } from '../blocks/section/section';
import { ShadeBlock } from '../blocks/shade/shade';
import { TableBlock } from '../blocks/table/table';
import type { BlockComponent } from './blocks';
import type { Blok, BlokName } from './schema';

/**
 * The blocks whose code the browser needs only after paint: the interactive ones, which act when the shopper acts
 * or a timer ticks (carousels, the video banner, the subscribe form, the same-day countdown), and the rich-text
 * ones (text, image card), whose renderer — Storyblok's — is the heaviest block code and whose server HTML, links
 * included, works as it is until then. Their component loaders are {@link interactiveBlockLoaders}; every other
 * block is a {@link contentBlocks} entry.
 */
export const INTERACTIVE_BLOCKS = [
  'carousel',
  'custom_carousel',
  'reviews_carousel',
  'review',
  'video_banner',
  'subscribe_form',
  'same_day_promo',
  'text',
  'image_card',
] as const satisfies readonly BlokName[];

/** One of {@link INTERACTIVE_BLOCKS}. */
export type InteractiveBlokName = (typeof INTERACTIVE_BLOCKS)[number];

/** The component of a block, typed by its name. */
type BlockOf<Name extends BlokName> = BlockComponent<Extract<Blok, { component: Name }>>;

/**
 * The component of every block that is plain content (layout, images, buttons, tables; its interactive parts, such
 * as the fitment selector's form or a search block's grid, load on their own): what a page renders and hydrates
 * at once.
 */
export const contentBlocks: { readonly [Name in Exclude<BlokName, InteractiveBlokName>]: BlockOf<Name> } = {
  page: PageBlock,
  section: SectionBlock,
  button: ButtonBlock,
  columns: ColumnsBlock,
  image: ImageBlock,
  shade: ShadeBlock,
  table: TableBlock,
  fitment_selector: FitmentSelectorBlock,
  search_block: SearchBlock,
};

/**
 * Loads the component of each interactive block on demand: a host registers them so that a page carries the code
 * only of the interactive blocks it shows, hydrated after paint (the server renders them in full).
 */
export const interactiveBlockLoaders: {
  readonly [Name in InteractiveBlokName]: () => Promise<BlockOf<Name>>;
} = {
  carousel: () => import('../blocks/carousel/carousel').then((m) => m.CarouselBlock),
  custom_carousel: () =>
    import('../blocks/custom-carousel/custom-carousel').then((m) => m.CustomCarouselBlock),
  reviews_carousel: () =>
    import('../blocks/reviews-carousel/reviews-carousel').then((m) => m.ReviewsCarouselBlock),
  review: () => import('../blocks/reviews-carousel/reviews-carousel').then((m) => m.ReviewBlock),
  video_banner: () => import('../blocks/video-banner/video-banner').then((m) => m.VideoBannerBlock),
  subscribe_form: () => import('../blocks/subscribe-form/subscribe-form').then((m) => m.SubscribeFormBlock),
  same_day_promo: () => import('../blocks/same-day-promo/same-day-promo').then((m) => m.SameDayPromoBlock),
  text: () => import('../blocks/text/text').then((m) => m.TextBlock),
  image_card: () => import('../blocks/image-card/image-card').then((m) => m.ImageCardBlock),
};
