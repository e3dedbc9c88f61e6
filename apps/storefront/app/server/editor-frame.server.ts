import { contentConfig } from './content.server';
import { cmsModeOf } from './story.server';

/**
 * The origins besides 'self' that may frame this page: the CMS visual editor's, only for a page it opened in
 * verified edit mode; none for every other page (`frame-ancestors 'self'`).
 */
export async function editorFrameAncestors(request: Request): Promise<string[]> {
  if (!contentConfig.editorOrigin || (await cmsModeOf(request)) !== 'edit') return [];
  return [contentConfig.editorOrigin];
}
