import { createContext, type ReactNode, useContext } from 'react';
import type { RawBlok } from '../fields/fields';
import { BlokProblem } from './blok-problem';
import { registry } from './registry';
import { type BlokComponent, blokProblemReport } from './valid-blok';

/** A map from block name to the component that renders it. */
export type BlokComponentMap = Readonly<Record<string, BlokComponent>>;

const ComponentsContext = createContext<BlokComponentMap | null>(null);

/** Props of {@link Blocks}. */
export interface BlocksProps {
  /** The bloks to render, in order. */
  bloks: readonly RawBlok[] | null | undefined;
  /** Components to use instead of the built-in {@link registry}; nested bloks inherit them. */
  components?: BlokComponentMap;
}

/**
 * Renders a list of bloks with the registered components, on the server or the client, without any CMS SDK.
 * A blok without a registered component is reported and shows a warning only in preview modes.
 */
export function Blocks({ bloks, components }: BlocksProps): ReactNode {
  const inherited = useContext(ComponentsContext);
  const map: BlokComponentMap = components ?? inherited ?? registry;
  const rendered = (bloks ?? []).map((blok, index) => {
    const name = blok && typeof blok === 'object' ? blok.component : undefined;
    const key = blok && typeof blok._uid === 'string' && blok._uid ? blok._uid : `#${index}`;
    const Component = typeof name === 'string' && Object.hasOwn(map, name) ? map[name] : undefined;
    if (!Component) return <BlokProblem key={key} report={blokProblemReport(blok, 'unknown')} />;
    return <Component key={key} blok={blok} />;
  });
  if (!components) return rendered;
  return <ComponentsContext value={components}>{rendered}</ComponentsContext>;
}
