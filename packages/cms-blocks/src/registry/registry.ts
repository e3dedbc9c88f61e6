import { ButtonBlock } from '../blocks/button/button';
import { ColumnsBlock } from '../blocks/columns/columns';
import { FitmentSelectorBlock } from '../blocks/fitment-selector/fitment-selector';
import { ImageBlock } from '../blocks/image/image';
import { ImageCardBlock } from '../blocks/image-card/image-card';
import { PageBlock } from '../blocks/page/page';
import { SearchBlockBlock } from '../blocks/search-block/search-block';
import { SectionBlock } from '../blocks/section/section';
import { ShadeBlock } from '../blocks/shade/shade';
import { TableBlock } from '../blocks/table/table';
import { TextBlock } from '../blocks/text/text';
import type { BlokComponent } from './blocks';
import { deferBlock } from './deferred-block';
import type { Blok, BlokName } from './schema';

// The interactive blocks: their code (carousels, video, forms, countdowns) loads once the browser is idle, so
// pages without them do not pay for it and pages with them show the server's HTML first.
const deferred = {
  carousel: deferBlock(() => import('../blocks/carousel/carousel').then((m) => m.CarouselBlock)),
  custom_carousel: deferBlock(() =>
    import('../blocks/custom-carousel/custom-carousel').then((m) => m.CustomCarouselBlock),
  ),
  video_banner: deferBlock(() =>
    import('../blocks/video-banner/video-banner').then((m) => m.VideoBannerBlock),
  ),
  same_day_promo: deferBlock(() =>
    import('../blocks/same-day-promo/same-day-promo').then((m) => m.SameDayPromoBlock),
  ),
  reviews_carousel: deferBlock(() =>
    import('../blocks/reviews-carousel/reviews-carousel').then((m) => m.ReviewsCarouselBlock),
  ),
  review: deferBlock(() => import('../blocks/reviews-carousel/reviews-carousel').then((m) => m.ReviewBlock)),
  subscribe_form: deferBlock(() =>
    import('../blocks/subscribe-form/subscribe-form').then((m) => m.SubscribeFormBlock),
  ),
} as const;

/**
 * Loads the code of the registry's interactive blocks; resolves once it is all there. The server starts it
 * when this module loads; call it before rendering to a string right after start-up (tests, scripts) so
 * those blocks are not left empty.
 */
export async function preloadBlocks(): Promise<void> {
  await Promise.all(Object.values(deferred).map((block) => block.preload()));
}

/**
 * The component of every block, by block name. {@link Blocks} renders with it. The components take bloks
 * validated on the server (`validateBloks`) and import no schema, so this map is safe in browser bundles; the interactive blocks' code is loaded on demand there.
 */
export const registry: { readonly [Name in BlokName]: BlokComponent<Extract<Blok, { component: Name }>> } = {
  page: PageBlock,
  section: SectionBlock,
  text: TextBlock,
  button: ButtonBlock,
  columns: ColumnsBlock,
  image: ImageBlock,
  image_card: ImageCardBlock,
  shade: ShadeBlock,
  table: TableBlock,
  carousel: deferred.carousel.Component,
  custom_carousel: deferred.custom_carousel.Component,
  video_banner: deferred.video_banner.Component,
  fitment_selector: FitmentSelectorBlock,
  same_day_promo: deferred.same_day_promo.Component,
  search_block: SearchBlockBlock,
  reviews_carousel: deferred.reviews_carousel.Component,
  review: deferred.review.Component,
  subscribe_form: deferred.subscribe_form.Component,
};
