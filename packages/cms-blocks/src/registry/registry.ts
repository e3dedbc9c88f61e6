import { ButtonBlock } from '../blocks/button/button';
import { PageBlock } from '../blocks/page/page';
import { SectionBlock } from '../blocks/section/section';
import { TextBlock } from '../blocks/text/text';
import type { BlokName } from './schema';
import type { BlokComponent } from './valid-blok';

/**
 * The component of every block, by block name. {@link Blocks} renders with it, and it can be handed to
 * `@storyblok/react`'s `storyblokInit({ components: registry })` as it is: each component validates its blok.
 */
export const registry: Readonly<Record<BlokName, BlokComponent>> = {
  page: PageBlock,
  section: SectionBlock,
  text: TextBlock,
  button: ButtonBlock,
};
