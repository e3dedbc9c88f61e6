import { Blocks, BlocksProvider, type RawBlok, registry } from '@fitkit/cms-blocks';

/**
 * Renders validated bloks with the shop's blocks: the package's registry, registered here once for every page
 * and menu that shows CMS content (container blocks read it from the provider). Kept out of the root module so
 * pages without CMS content do not load the blocks.
 */
export function ShopBlocks({ bloks }: { bloks: readonly RawBlok[] }) {
  return (
    <BlocksProvider components={registry}>
      <Blocks bloks={bloks} />
    </BlocksProvider>
  );
}
