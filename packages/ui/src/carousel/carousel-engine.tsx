import type { EmblaCarouselType } from 'embla-carousel';
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
 * Embla on an existing viewport through `useEmblaCarousel`. Rendered by {@link Carousel} only after hydration and
 * loaded with `lazy`, so Embla stays out of a page's first load and the server markup is never re-created. Embla
 * watches the slides itself (adds and removals re-initialise it); a changed `loop` re-initialises through the hook.
 */
export default function CarouselEngine({ viewport, loop, onApi }: CarouselEngineProps) {
  // A plugin instance keeps the state of the one carousel it runs on, so each carousel makes its own, once.
  const [plugins] = useState(() => [dragClassNames()]);
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
