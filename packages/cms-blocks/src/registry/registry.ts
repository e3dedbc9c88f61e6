import { ButtonBlock } from '../blocks/button/button';
import { CarouselBlock } from '../blocks/carousel/carousel';
import { ColumnsBlock } from '../blocks/columns/columns';
import { CustomCarouselBlock } from '../blocks/custom-carousel/custom-carousel';
import { FitmentSelectorBlock } from '../blocks/fitment-selector/fitment-selector';
import { ImageBlock } from '../blocks/image/image';
import { ImageCardBlock } from '../blocks/image-card/image-card';
import { PageBlock } from '../blocks/page/page';
import { ReviewBlock, ReviewsCarouselBlock } from '../blocks/reviews-carousel/reviews-carousel';
import { SameDayPromoBlock } from '../blocks/same-day-promo/same-day-promo';
import { SearchBlock } from '../blocks/search-block/search-block';
import { SectionBlock } from '../blocks/section/section';
import { ShadeBlock } from '../blocks/shade/shade';
import { SubscribeFormBlock } from '../blocks/subscribe-form/subscribe-form';
import { TableBlock } from '../blocks/table/table';
import { TextBlock } from '../blocks/text/text';
import { VideoBannerBlock } from '../blocks/video-banner/video-banner';
import type { BlockComponent } from './blocks';
import type { Blok, BlokName } from './schema';

/**
 * The component of every block, by block name. {@link Blocks} renders with it. The components take bloks
 * validated on the server (`validateBloks`) and import no schema, so this map is safe in browser bundles.
 */
export const registry: { readonly [Name in BlokName]: BlockComponent<Extract<Blok, { component: Name }>> } = {
  page: PageBlock,
  section: SectionBlock,
  text: TextBlock,
  button: ButtonBlock,
  columns: ColumnsBlock,
  image: ImageBlock,
  image_card: ImageCardBlock,
  shade: ShadeBlock,
  table: TableBlock,
  carousel: CarouselBlock,
  custom_carousel: CustomCarouselBlock,
  video_banner: VideoBannerBlock,
  fitment_selector: FitmentSelectorBlock,
  same_day_promo: SameDayPromoBlock,
  search_block: SearchBlock,
  reviews_carousel: ReviewsCarouselBlock,
  review: ReviewBlock,
  subscribe_form: SubscribeFormBlock,
};
