import { contentConfig } from './content.server';
import { cmsModeOf } from './story.server';

/**
 * The Content-Security-Policy of a page the CMS visual editor opened (verified edit mode): the editor's origin may
 * frame it beside the shop itself. Undefined for every other page, which keeps the server's `frame-ancestors
 * 'self'` and X-Frame-Options (the server adds neither to a page that sets its own policy).
 */
export async function editorFramePolicy(request: Request): Promise<string | undefined> {
  if (!contentConfig.editorOrigin || (await cmsModeOf(request)) !== 'edit') return undefined;
  return `frame-ancestors 'self' ${contentConfig.editorOrigin}`;
}
