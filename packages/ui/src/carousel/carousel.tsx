import type { EmblaCarouselType } from 'embla-carousel';
import {
  Children,
  type ComponentProps,
  type CSSProperties,
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useState,
} from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { cn } from '../utils/cn';
import { CAROUSEL_ITEM_WIDTH, scrollEdges, scrollPlan } from './carousel-scroll';

const CarouselEngine = lazy(() => import('./carousel-engine'));

/** Props of {@link Carousel}. */
export type CarouselProps = Omit<ComponentProps<'section'>, 'children' | 'title'> & {
  /** Visible heading; without one, `label` names the carousel for assistive technology. */
  title?: string | undefined;
  /** Accessible name when there is no title. */
  label?: string | undefined;
  /** The items, one slide each. */
  children: ReactNode;
  /** Wraps from the last item to the first and back; the buttons then never disable. */
  loop?: boolean;
  /** Width of each item in CSS pixels (256 by default), or 'full' for one item per view. */
  itemWidth?: number | 'full';
  /** Shows one dot button per item; choosing a far item jumps there at once. */
  pagination?: boolean;
  /** Heading level, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Accessible name of the previous button. */
  previousLabel?: string;
  /** Accessible name of the next button. */
  nextLabel?: string;
};

type CarouselState = {
  /** Embla is running (after hydration); before that the row scrolls natively. */
  ready: boolean;
  scrolledLeft: boolean;
  scrolledRight: boolean;
  selected: number;
  snaps: number;
};

const INITIAL: CarouselState = {
  ready: false,
  scrolledLeft: true,
  scrolledRight: false,
  selected: 0,
  snaps: 0,
};

/**
 * A horizontally scrolling row of items: previous/next buttons, optional dots, arrow/Home/End keys, swipe and
 * drag. The server renders the whole row (it scrolls natively without JavaScript); Embla (`useEmblaCarousel`, in
 * `carousel-engine.tsx`) is loaded only after hydration, so it is never part of a page's first load. One-item steps
 * animate (about 500 ms); longer jumps are instant. `data-scrolled-left`/`data-scrolled-right` say where the row is.
 */
export function Carousel({
  title,
  label,
  children,
  loop = false,
  itemWidth = CAROUSEL_ITEM_WIDTH,
  pagination = false,
  headingLevel = 2,
  previousLabel = 'Previous items',
  nextLabel = 'Next items',
  className,
  style,
  ...props
}: CarouselProps) {
  const titleId = useId();
  const slides = Children.toArray(children);
  // Set once the section is in the browser's document, i.e. after hydration: only then does Embla load.
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [state, setState] = useState<CarouselState>(INITIAL);

  useEffect(() => {
    if (!api) {
      setState(INITIAL);
      return;
    }
    const update = () =>
      setState({
        ready: true,
        ...scrollEdges(api.canScrollPrev(), api.canScrollNext()),
        selected: api.selectedScrollSnap(),
        snaps: api.scrollSnapList().length,
      });
    api.on('select', update).on('reInit', update);
    update();
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const count = slides.length;
  const goTo = useCallback(
    (target: number) => {
      if (!api) return;
      const snaps = api.scrollSnapList().length;
      api.scrollTo(target, scrollPlan(api.selectedScrollSnap(), target, snaps, loop).jump);
    },
    [api, loop],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!api) return;
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
        goTo(api.scrollSnapList().length - 1);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const Heading = `h${headingLevel}` as const;
  const fits = state.scrolledLeft && state.scrolledRight;
  const canPrev = state.ready && (loop ? count > 1 && !fits : !state.scrolledLeft);
  const canNext = state.ready && (loop ? count > 1 && !fits : !state.scrolledRight);
  const basis = itemWidth === 'full' ? '100%' : `calc(${itemWidth}px + var(--fk-carousel-gap))`;
  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      data-slot="carousel"
      data-ready={state.ready}
      data-scrolled-left={state.scrolledLeft}
      data-scrolled-right={state.scrolledRight}
      data-selected-index={state.selected}
      data-loop={loop}
      data-item-width={itemWidth === 'full' ? 'full' : 'fixed'}
      className={cn('fk-carousel', className)}
      style={{ '--fk-carousel-slide-basis': basis, ...style } as CSSProperties}
      onKeyDown={onKeyDown}
      {...props}
    >
      <div className="fk-carousel__header">
        {title ? (
          <Heading id={titleId} className="fk-carousel__title">
            {title}
          </Heading>
        ) : null}
        <div className="fk-carousel__controls">
          <button
            type="button"
            className="fk-carousel__button fk-focusable"
            aria-label={previousLabel}
            disabled={!canPrev}
            onClick={() => api?.scrollPrev()}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className="fk-carousel__button fk-focusable"
            aria-label={nextLabel}
            disabled={!canNext}
            onClick={() => api?.scrollNext()}
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <div className="fk-carousel__viewport" ref={setViewport}>
        <div className="fk-carousel__track">
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the carousel slide pattern is a group with a role description
            <div
              // Children.toArray gives each child a stable key.
              key={(slide as { key?: string | null }).key ?? index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              className="fk-carousel__slide"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {pagination && state.snaps > 1 ? (
        <div className="fk-carousel__dots">
          {Array.from({ length: state.snaps }, (_, index) => (
            <button
              key={index}
              type="button"
              className="fk-carousel__dot fk-focusable"
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === state.selected ? 'true' : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      ) : null}
      {viewport ? (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewport} loop={loop} onApi={setApi} />
        </Suspense>
      ) : null}
    </section>
  );
}
