import {
  type BlockComponentMap,
  Blocks,
  contentBlocks,
  interactiveBlockLoaders,
  type RawBlok,
  registerBlocks,
} from '@fitkit/cms-blocks';
import { memo } from 'react';
import { deferHydration } from '../lib/deferred-hydration';

/**
 * The shop's block map: content blocks as they are, interactive blocks (carousels, video banner, subscribe form,
 * same-day countdown) rendered in full on the server and hydrated once their code has loaded after paint, so a page
 * carries the code only of the interactive blocks it shows. A blok keeps its identity between renders, so an
 * unhydrated block never receives an update that would make it wait for its code.
 */
registerBlocks({
  ...contentBlocks,
  ...Object.fromEntries(
    Object.entries(interactiveBlockLoaders).map(([name, load]) => [
      name,
      memo(deferHydration(load as () => Promise<BlockComponentMap[string]>).Component),
    ]),
  ),
} satisfies BlockComponentMap);

/**
 * Renders validated bloks with the shop's blocks, registered above once for every page and menu that shows CMS
 * content. Kept out of the root module so pages without CMS content do not load the blocks.
 */
export function ShopBlocks({ bloks }: { bloks: readonly RawBlok[] }) {
  return <Blocks bloks={bloks} />;
}
