import { fileURLToPath } from 'node:url';
import { createLocalContentSource } from '@fitkit/cms-blocks/content-local';

// Local Storyblok-format stories shipped with the shop (the same folder in dev and in the built server).
export const content = createLocalContentSource({
  dir: fileURLToPath(new URL('../../content/stories', import.meta.url)),
});
