import { createContext, type ReactNode, useContext, useMemo } from 'react';
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

// The one map of block components, registered by the host. Blocks and the container blocks read it from here
// instead of importing the registry, which imports them (the later move to Storyblok's SDK replaces this
// provider with the map given to `storyblokInit`). Without a provider no blok has a component.
const ComponentsContext = createContext<BlockComponentMap>({});

/** Props of {@link BlocksProvider}. */
export interface BlocksProviderProps {
  /** The component of each block name: the package's `registry`, or a copy with the host's own blocks added. */
  components: BlockComponentMap;
  /** Everything that renders bloks. */
  children?: ReactNode;
}

/** Registers the block components every {@link Blocks} below renders with, nested bloks included. */
export function BlocksProvider({ components, children }: BlocksProviderProps) {
  return <ComponentsContext value={components}>{children}</ComponentsContext>;
}

/** Props of {@link Blocks}. */
export interface BlocksProps {
  /** The bloks to render, in order, as `validateBloks` returned them (or a nested bloks field of one). */
  bloks: readonly RawBlok[] | null | undefined;
}

/**
 * Renders validated bloks with the components of the nearest {@link BlocksProvider}, on the server or the client,
 * without any CMS SDK or schema library. A stand-in for a blok that failed validation, or a blok without a
 * registered component, is reported and shows a warning only in preview modes.
 */
export function Blocks({ bloks }: BlocksProps): ReactNode {
  const map = useContext(ComponentsContext);
  // The outermost Blocks numbers the images of everything it renders, nested bloks included.
  const outerOrder = useContext(ImageOrderContext);
  const order = useMemo(() => outerOrder ?? imageOrder(bloks ?? []), [outerOrder, bloks]);
  const rendered = (bloks ?? []).map((blok, index) => {
    const key = blok && typeof blok._uid === 'string' && blok._uid ? blok._uid : `#${index}`;
    if (blok && typeof blok === 'object' && isBlokProblemNode(blok)) {
      return <BlokProblem key={key} report={blok._problem} />;
    }
    const name = blok && typeof blok === 'object' ? blok.component : undefined;
    const Component = typeof name === 'string' && Object.hasOwn(map, name) ? map[name] : undefined;
    if (!Component) return <BlokProblem key={key} report={blokProblemReport(blok, 'unknown')} />;
    // The map's components take the blok their own schema produced; validation already matched them up.
    return <Component key={key} blok={blok as never} />;
  });
  if (outerOrder) return rendered;
  return <ImageOrderContext value={order}>{rendered}</ImageOrderContext>;
}
