import { ButtonBlock } from '../blocks/button/button';
import { PageBlock } from '../blocks/page/page';
import { SectionBlock } from '../blocks/section/section';
import { TextBlock } from '../blocks/text/text';
import type { BlokComponent } from './blocks';
import type { Blok, BlokName } from './schema';

/**
 * The component of every block, by block name. {@link Blocks} renders with it. The components take bloks
 * validated on the server (`validateBloks`) and import no schema, so this map is safe in browser bundles.
 */
export const registry: { readonly [Name in BlokName]: BlokComponent<Extract<Blok, { component: Name }>> } = {
  page: PageBlock,
  section: SectionBlock,
  text: TextBlock,
  button: ButtonBlock,
};
