import { CarouselBlock } from '../blocks/carousel/carousel';
import { CustomCarouselBlock } from '../blocks/custom-carousel/custom-carousel';
import { ImageCardBlock } from '../blocks/image-card/image-card';
import { ReviewBlock, ReviewsCarouselBlock } from '../blocks/reviews-carousel/reviews-carousel';
import { SameDayPromoBlock } from '../blocks/same-day-promo/same-day-promo';
import { SubscribeFormBlock } from '../blocks/subscribe-form/subscribe-form';
import { TextBlock } from '../blocks/text/text';
import { VideoBannerBlock } from '../blocks/video-banner/video-banner';
import type { BlockComponent } from './blocks';
import { contentBlocks } from './content-blocks';
import type { Blok, BlokName } from './schema';

/**
 * The component of every block, by block name, all loaded at once. {@link Blocks} renders with it. The components
 * take bloks validated on the server (`validateBloks`) and import no schema, so this map is safe in browser
 * bundles; a host that wants pages to carry only the interactive and rich-text blocks they show registers `contentBlocks` and
 * `interactiveBlockLoaders` instead.
 */
export const registry: { readonly [Name in BlokName]: BlockComponent<Extract<Blok, { component: Name }>> } = {
  ...contentBlocks,
  carousel: CarouselBlock,
  custom_carousel: CustomCarouselBlock,
  video_banner: VideoBannerBlock,
  same_day_promo: SameDayPromoBlock,
  reviews_carousel: ReviewsCarouselBlock,
  review: ReviewBlock,
  subscribe_form: SubscribeFormBlock,
  text: TextBlock,
  image_card: ImageCardBlock,
};
