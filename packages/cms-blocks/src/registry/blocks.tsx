import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { ImageOrderContext, imageOrder } from '../blocks/image/loading';
import type { RawBlok } from '../fields/fields';
import { BlokProblem } from './blok-problem';
import { blokProblemReport, isBlokProblemNode } from './problem';
import { registry } from './registry';

/** Props every block component takes: its blok, already validated on the server (see `validateBloks`). */
export interface BlokComponentProps<Validated> {
  /** The validated blok: the block schema's output, nested bloks validated too. */
  blok: Validated;
}

/** A block component: renders one validated blok and imports no schema, so it stays light in the browser. */
export type BlokComponent<Validated> = (props: BlokComponentProps<Validated>) => ReactNode;

/**
 * A map from block name to the component that renders it. Any block component fits (its blok type is
 * checked where the blok is validated, not here).
 */
export type BlokComponentMap = Readonly<Record<string, BlokComponent<never>>>;

const ComponentsContext = createContext<BlokComponentMap | null>(null);

/** Props of {@link Blocks}. */
export interface BlocksProps {
  /** The bloks to render, in order, as `validateBloks` returned them (or a nested bloks field of one). */
  bloks: readonly RawBlok[] | null | undefined;
  /** Components to use instead of the built-in {@link registry}; nested bloks inherit them. */
  components?: BlokComponentMap;
}

/**
 * Renders validated bloks with the registered components, on the server or the client, without any CMS
 * SDK or schema library. A stand-in for a blok that failed validation, or a blok without a registered
 * component, is reported and shows a warning only in preview modes.
 */
export function Blocks({ bloks, components }: BlocksProps): ReactNode {
  const inherited = useContext(ComponentsContext);
  const map: BlokComponentMap = components ?? inherited ?? registry;
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
  const withComponents = components ? (
    <ComponentsContext value={components}>{rendered}</ComponentsContext>
  ) : (
    rendered
  );
  if (outerOrder) return withComponents;
  return <ImageOrderContext value={order}>{withComponents}</ImageOrderContext>;
}
