import { StoryblokComponent, storyblokInit } from '@storyblok/react';
import { type ReactNode, useContext, useMemo } from 'react';
import { ImageOrderContext, imageOrder } from '../blocks/image/loading';
import type { RawBlok } from '../fields/fields';
import { BlokProblem } from './blok-problem';
import { blokProblemReport, isBlokProblemNode } from './problem';

/** Props every block component takes: its blok, already validated on the server (see `validateBloks`). */
export interface BlockComponentProps<Validated> {
  /** The validated blok: the block schema's output, nested bloks validated too. */
  blok: Validated;
}

/** A block component: renders one validated blok and imports no schema, so it stays light in the browser. */
export type BlockComponent<Validated> = (props: BlockComponentProps<Validated>) => ReactNode;

/**
 * A map from block name to the component that renders it. Any block component fits (its blok type is
 * checked where the blok is validated, not here).
 */
export type BlockComponentMap = Readonly<Record<string, BlockComponent<never>>>;

/** Stands in for a validated blok whose name has no registered component: a warning for editors only. */
function UnregisteredBlok({ blok }: { blok: RawBlok }) {
  return <BlokProblem report={blokProblemReport(blok, 'unknown')} />;
}

/**
 * Registers the block components every {@link Blocks} renders with, nested bloks included: Storyblok's
 * `storyblokInit`, given the map once at start-up (the package's `registry`, or a copy with the host's own blocks
 * added). Calling it again adds or replaces names. No API client and no bridge: content is read on the server,
 * and the bridge loads only in the verified visual editor (`useVisualEditorStory`).
 */
export function registerBlocks(components: BlockComponentMap): void {
  storyblokInit({
    bridge: false,
    components: components as Record<string, React.ElementType>,
    enableFallbackComponent: true,
    customFallbackComponent: UnregisteredBlok,
  });
}

/** Props of {@link Blocks}. */
export interface BlocksProps {
  /** The bloks to render, in order, as `validateBloks` returned them (or a nested bloks field of one). */
  bloks: readonly RawBlok[] | null | undefined;
}

/**
 * Renders validated bloks with the registered components (Storyblok's `StoryblokComponent`), on the server or
 * the client. A stand-in for a blok that failed validation, or a blok without a registered component, is
 * reported and shows a warning only in preview modes.
 */
export function Blocks({ bloks }: BlocksProps): ReactNode {
  // The outermost Blocks numbers the images of everything it renders, nested bloks included.
  const outerOrder = useContext(ImageOrderContext);
  const order = useMemo(() => outerOrder ?? imageOrder(bloks ?? []), [outerOrder, bloks]);
  const rendered = (bloks ?? []).map((blok, index) => {
    const key = blok && typeof blok._uid === 'string' && blok._uid ? blok._uid : `#${index}`;
    if (blok && typeof blok === 'object' && isBlokProblemNode(blok)) {
      return <BlokProblem key={key} report={blok._problem} />;
    }
    if (!blok || typeof blok.component !== 'string') {
      return <BlokProblem key={key} report={blokProblemReport(blok, 'unknown')} />;
    }
    return <StoryblokComponent key={key} blok={blok} />;
  });
  if (outerOrder) return rendered;
  return <ImageOrderContext value={order}>{rendered}</ImageOrderContext>;
}
