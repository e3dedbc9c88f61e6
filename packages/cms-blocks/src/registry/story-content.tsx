import { Blocks } from './blocks';
import type { ValidatedBloks } from './validate';

/** Props of {@link StoryContent}. */
export interface StoryContentProps {
  /** The story's content after `validateBloks([story.content], { mode })` on the server. */
  content: Pick<ValidatedBloks, 'bloks'>;
}

/** Renders a story's validated content with the registered blocks; put it inside a CmsProvider and a UiProvider. */
export function StoryContent({ content }: StoryContentProps) {
  return <Blocks bloks={content.bloks} />;
}
