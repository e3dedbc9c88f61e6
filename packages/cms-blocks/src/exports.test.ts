import { describe, expect, it } from 'vitest';
import * as contentLocal from './content/local/index';
import * as main from './index';
import { BLOK_NAMES } from './registry/schema';
import * as server from './server';
import * as sitewide from './sitewide/index';

// Pins the public API, entry by entry: adding or removing an export must be a deliberate change to this list.
describe('public exports', () => {
  it('@fitkit/cms-blocks (the browser entry)', () => {
    expect(Object.keys(main).sort()).toEqual(
      [
        'Blocks',
        'CmsLink',
        'CmsProvider',
        'CmsShopProvider',
        'contentBlocks',
        'draftFitmentFromSearch',
        'interactiveBlockLoaders',
        'isPreviewMode',
        'loadBlokValidator',
        'registerBlocks',
        'registry',
        'resolveLink',
        'specialLinkOfHref',
        'toVehicleSelects',
        'useCms',
        'useVisualEditorStory',
      ].sort(),
    );
  });

  it('@fitkit/cms-blocks/server', () => {
    expect(Object.keys(server).sort()).toEqual(
      [
        'blokSchemas',
        'createStoryblokContentSource',
        'fitmentOptionsNeeded',
        'hasFitmentSelector',
        'NO_CMS_DATA_FOUND',
        'priceTokenRequests',
        'searchBlockRequests',
        'validateBloks',
        'verifyEditorRequest',
      ].sort(),
    );
  });

  it('@fitkit/cms-blocks/content-local', () => {
    expect(Object.keys(contentLocal).sort()).toEqual(['createLocalContentSource']);
  });

  it('@fitkit/cms-blocks/sitewide', () => {
    expect(Object.keys(sitewide).sort()).toEqual(
      [
        'SITEWIDE_FOLDER',
        'SITEWIDE_STORIES',
        'parseSitewide',
        'shellFooter',
        'shellNavbar',
        'shellPromoBanner',
        'sitewideSlug',
        'themeSettings',
      ].sort(),
    );
  });

  it('registers a component for every block schema', () => {
    expect(Object.keys(main.registry).sort()).toEqual([...BLOK_NAMES].sort());
  });
});
