import type { Story } from '../content/source';
import { Blocks } from './blocks';

/** Props of {@link StoryContent}. */
export interface StoryContentProps {
  /** The story whose root blok (normally a `page`) is rendered. */
  story: Pick<Story, 'content'>;
}

/** Renders a story's content with the registered blocks; put it inside a CmsProvider and a UiProvider. */
export function StoryContent({ story }: StoryContentProps) {
  return <Blocks bloks={[story.content]} />;
}
