import useEmblaCarousel from 'embla-carousel-react';
import {
  Children,
  type ComponentProps,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useState,
} from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { cn } from '../utils/cn';
import { CAROUSEL_ITEM_WIDTH, EMBLA_DURATION, scrollEdges, scrollPlan } from './carousel-scroll';

/** Props of {@link ProductCarousel}. */
export type ProductCarouselProps = Omit<ComponentProps<'section'>, 'children' | 'title'> & {
  /** Heading, e.g. 'Similar Products' (see RECOMMENDATION_TITLES). */
  title: string;
  /** The items, one slide each (e.g. ProductCards). */
  children: ReactNode;
  /** Wraps from the last item to the first and back; the buttons then never disable. */
  loop?: boolean;
  /** Width of each item in CSS pixels; 256 by default. */
  itemWidth?: number;
  /** Heading level, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
};

type Edges = { scrolledLeft: boolean; scrolledRight: boolean; selected: number };

/**
 * A horizontally scrolling row of items on Embla: previous/next buttons, arrow/Home/End keys, swipe and drag.
 * One-item steps animate (about 500 ms); longer jumps happen at once.
 */
export function ProductCarousel({
  title,
  children,
  loop = false,
  itemWidth = CAROUSEL_ITEM_WIDTH,
  headingLevel = 2,
  className,
  style,
  ...props
}: ProductCarouselProps) {
  const titleId = useId();
  const slides = Children.toArray(children);
  const [viewportRef, api] = useEmblaCarousel({
    loop,
    align: 'start',
    containScroll: 'trimSnaps',
    duration: EMBLA_DURATION,
  });
  const [edges, setEdges] = useState<Edges>({ scrolledLeft: true, scrolledRight: false, selected: 0 });

  useEffect(() => {
    if (!api) return;
    const update = () =>
      setEdges({
        ...scrollEdges(api.canScrollPrev(), api.canScrollNext()),
        selected: api.selectedScrollSnap(),
      });
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const goTo = useCallback(
    (target: number) => {
      if (!api) return;
      const count = api.scrollSnapList().length;
      const from = api.selectedScrollSnap();
      api.scrollTo(target, scrollPlan(from, target, count, loop).jump);
    },
    [api, loop],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!api) return;
    const last = api.scrollSnapList().length - 1;
    switch (event.key) {
      case 'ArrowLeft':
        api.scrollPrev();
        break;
      case 'ArrowRight':
        api.scrollNext();
        break;
      case 'Home':
        goTo(0);
        break;
      case 'End':
        goTo(last);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const Heading = `h${headingLevel}` as const;
  const canPrev = loop
    ? slides.length > 1 && !(edges.scrolledLeft && edges.scrolledRight)
    : !edges.scrolledLeft;
  const canNext = loop
    ? slides.length > 1 && !(edges.scrolledLeft && edges.scrolledRight)
    : !edges.scrolledRight;
  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={titleId}
      data-slot="product-carousel"
      data-scrolled-left={edges.scrolledLeft}
      data-scrolled-right={edges.scrolledRight}
      data-selected-index={edges.selected}
      data-loop={loop}
      className={cn('fk-carousel', className)}
      style={{ '--fk-carousel-item-width': `${itemWidth}px`, ...style } as CSSProperties}
      onKeyDown={onKeyDown}
      {...props}
    >
      <div className="fk-carousel__header">
        <Heading id={titleId} className="fk-carousel__title">
          {title}
        </Heading>
        <div className="fk-carousel__controls">
          <button
            type="button"
            className="fk-carousel__button fk-focusable"
            aria-label="Previous items"
            disabled={!canPrev}
            onClick={() => api?.scrollPrev()}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className="fk-carousel__button fk-focusable"
            aria-label="Next items"
            disabled={!canNext}
            onClick={() => api?.scrollNext()}
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <div className="fk-carousel__viewport" ref={viewportRef}>
        <div className="fk-carousel__track">
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the carousel slide pattern is a group with a role description
            <div
              // Children.toArray gives each child a stable key.
              key={(slide as { key?: string | null }).key ?? index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className="fk-carousel__slide"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
