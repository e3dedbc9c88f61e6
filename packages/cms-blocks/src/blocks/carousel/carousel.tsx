import { Carousel } from '@fitkit/ui/carousel';
import type { BlockComponentProps } from '../../registry/blocks';
import { Blocks } from '../../registry/blocks';
import { BlockLayout } from '../layout/block-layout';
import type { CarouselBlok } from './schema';

/** The name a carousel is announced by when the editor gave it neither a title nor a name. */
export const CAROUSEL_FALLBACK_LABEL = 'Carousel';

/** The `carousel` block from its validated fields: one slide per view, server-rendered, Embla after hydration. */
export function CarouselBlock({ blok }: BlockComponentProps<CarouselBlok>) {
  return (
    <BlockLayout blok={blok} slot="cms-carousel">
      <Carousel
        title={blok.title}
        label={blok.label ?? CAROUSEL_FALLBACK_LABEL}
        itemWidth="full"
        loop={blok.loop}
        pagination={blok.dots}
        previousLabel="Previous slide"
        nextLabel="Next slide"
      >
        {blok.slides.map((slide, index) => (
          <Blocks key={slide._uid ?? index} bloks={[slide]} />
        ))}
      </Carousel>
    </BlockLayout>
  );
}
