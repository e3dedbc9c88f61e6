import { Carousel, type CarouselProps } from './carousel';

/** Props of {@link ProductCarousel}. */
export type ProductCarouselProps = Omit<CarouselProps, 'title' | 'label' | 'pagination' | 'itemWidth'> & {
  /** Heading, e.g. 'Similar Products' (see RECOMMENDATION_TITLES). */
  title: string;
  /** Width of each item in CSS pixels; 256 by default. */
  itemWidth?: number;
};

/** A titled {@link Carousel} of fixed-width items such as product cards (the recommendation lists). */
export function ProductCarousel(props: ProductCarouselProps) {
  return <Carousel data-slot="product-carousel" {...props} />;
}
