// The block renderer for the navbar's CMS menu sections, loaded on a menu's first open. A module of its own: a
// dynamic import of the '@fitkit/cms-blocks' barrel itself would keep (and chunk) every export of it.
export { Blocks } from '@fitkit/cms-blocks';
