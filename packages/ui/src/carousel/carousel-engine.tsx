import type { EmblaCarouselType, EmblaPluginType } from 'embla-carousel';
import ClassNames from 'embla-carousel-class-names';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { EMBLA_DURATION } from './carousel-scroll';

/** Props of {@link CarouselEngine}. */
export type CarouselEngineProps = {
  /** The server-rendered viewport Embla takes over. */
  viewport: HTMLElement;
  loop: boolean;
  /** Called with Embla's API once it runs, and with `undefined` when it stops. */
  onApi: (api: EmblaCarouselType | undefined) => void;
};

/** Only the drag classes (a grab cursor where the row can be dragged); the slide and loop classes are unused. */
function dragClassNames() {
  return ClassNames({
    draggable: 'fk-carousel__viewport--draggable',
    dragging: 'fk-carousel__viewport--dragging',
    snapped: '',
    inView: '',
    loop: '',
  });
}

/**
 * Marks the viewport `data-moving` while Embla scrolls the row (so a test or a screenshot can wait for it to stop),
 * and rests a settled row exactly on its item: Embla's spring settled a part of a pixel short of it (0.01–0.12 px
 * seen), by an amount that depended on frame timing, so text was drawn between pixels (blurred) and the row never
 * rested in quite the same place twice.
 */
function restOnTheItem(): EmblaPluginType {
  let carousel: EmblaCarouselType | undefined;
  // From the step's start (`select`, before its first frame) until it settles; a jump has settled by its `select`.
  const moving = () => {
    if (carousel && !carousel.internalEngine().scrollBody.settled()) {
      carousel.rootNode().setAttribute('data-moving', 'true');
    }
  };
  const rest = () => {
    if (!carousel) return;
    const engine = carousel.internalEngine();
    for (const place of [engine.location, engine.previousLocation, engine.offsetLocation]) {
      place.set(engine.target);
    }
    if (engine.options.loop) engine.slideLooper.loop();
    engine.translate.to(engine.target.get());
    carousel.rootNode().removeAttribute('data-moving');
  };
  return {
    name: 'restOnTheItem',
    options: {},
    init: (api) => {
      carousel = api;
      api.on('select', moving).on('scroll', moving).on('settle', rest);
    },
    destroy: () => {
      carousel?.off('select', moving).off('scroll', moving).off('settle', rest);
      carousel?.rootNode().removeAttribute('data-moving');
      carousel = undefined;
    },
  };
}

/**
 * Embla on an existing viewport through `useEmblaCarousel`. Rendered by {@link Carousel} only after hydration and
 * loaded with `lazy`, so Embla stays out of a page's first load and the server markup is never re-created. Embla
 * watches the slides itself (adds and removals re-initialise it); a changed `loop` re-initialises through the hook.
 */
export default function CarouselEngine({ viewport, loop, onApi }: CarouselEngineProps) {
  // A plugin instance keeps the state of the one carousel it runs on, so each carousel makes its own, once.
  const [plugins] = useState(() => [dragClassNames(), restOnTheItem()]);
  const [emblaRef, api] = useEmblaCarousel(
    { loop, align: 'start', containScroll: 'trimSnaps', duration: EMBLA_DURATION },
    plugins,
  );
  useEffect(() => {
    emblaRef(viewport);
  }, [emblaRef, viewport]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
