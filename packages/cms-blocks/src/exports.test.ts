import { describe, expect, it } from 'vitest';
import * as contentLocal from './content/local/index';
import * as main from './index';

// Pins the public API: adding or removing an export must be a deliberate change to this list.
describe('public exports', () => {
  it('@fitkit/cms-blocks', () => {
    expect(Object.keys(main).sort()).toEqual(
      [
        'BLOK_NAMES',
        'BlockLayout',
        'LAYOUT_ALIGNMENTS',
        'LAYOUT_MAX_WIDTHS',
        'LAYOUT_MIN_HEIGHTS',
        'LAYOUT_SPACINGS',
        'isVisibleSomewhere',
        'layoutCssVariables',
        'layoutFields',
        'layoutMaxWidth',
        'layoutMinHeight',
        'Blocks',
        'BlokProblem',
        'ButtonBlock',
        'CMS_MODES',
        'CmsLink',
        'CmsProvider',
        'DEVICES',
        'DEVICE_MIN_WIDTH',
        'EDITOR_TOKEN_MAX_AGE_S',
        'LINK_KINDS',
        'NO_CMS_DATA_FOUND',
        'PageBlock',
        'RichText',
        'STORYBLOK_FIELD_TYPES',
        'STORYBLOK_LINK_TYPES',
        'STORY_VERSIONS',
        'SectionBlock',
        'StoryContent',
        'TextBlock',
        'VISIBILITY_OPTIONS',
        'blocksField',
        'blokFields',
        'blokSchema',
        'blokSchemas',
        'isBlokProblemNode',
        'loadBlokValidator',
        'validateBloks',
        'booleanField',
        'buildStoryblokComponents',
        'buttonSchema',
        'createStoryblokContentSource',
        'editableAttributes',
        'findBlokProblems',
        'imageField',
        'inheritByDevice',
        'isPreviewMode',
        'linkField',
        'normalizeStorySlug',
        'optionField',
        'optionalOptionField',
        'optionalTextField',
        'pageSchema',
        'parseBlok',
        'rawBlokSchema',
        'registry',
        'requiredTextField',
        'resolveLink',
        'resolveVisibility',
        'richTextDocSchema',
        'richTextField',
        'sectionSchema',
        'storyFromPayload',
        'storySchema',
        'storyblokComponents',
        'storyblokComponentsJson',
        'storyblokFields',
        'textSchema',
        'useCms',
        'verifyEditorRequest',
        'visibilityField',
      ].sort(),
    );
  });

  it('@fitkit/cms-blocks/content-local', () => {
    expect(Object.keys(contentLocal).sort()).toEqual(['createLocalContentSource']);
  });

  it('registers a component for every block schema', () => {
    expect(Object.keys(main.registry).sort()).toEqual([...main.BLOK_NAMES].sort());
  });
});
