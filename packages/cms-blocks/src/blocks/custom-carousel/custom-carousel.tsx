import { Carousel } from '@fitkit/ui/carousel';
import type { BlockComponentProps } from '../../registry/blocks';
import { Blocks } from '../../registry/blocks';
import { CAROUSEL_FALLBACK_LABEL } from '../carousel/carousel';
import { BlockLayout } from '../layout/block-layout';
import type { CustomCarouselBlok } from './schema';

/** The `custom_carousel` block from its validated fields. */
export function CustomCarouselBlock({ blok }: BlockComponentProps<CustomCarouselBlok>) {
  return (
    <BlockLayout blok={blok} slot="cms-custom-carousel">
      <Carousel
        title={blok.title}
        label={blok.label ?? CAROUSEL_FALLBACK_LABEL}
        itemWidth={blok.item_width}
        loop={blok.loop}
      >
        {blok.items.map((item, index) => (
          <Blocks key={item._uid ?? index} bloks={[item]} />
        ))}
      </Carousel>
    </BlockLayout>
  );
}
