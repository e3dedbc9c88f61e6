import type { BlockComponentProps } from '../../registry/blocks';
import { RichText } from '../../rich-text/rich-text';
import { BlockLayout } from '../layout/block-layout';
import type { TextBlok } from './schema';

/** Registered component of the `text` block: the rich text, rendered without any raw HTML. */
export function TextBlock({ blok }: BlockComponentProps<TextBlok>) {
  if (!blok.text) return null;
  return (
    <BlockLayout blok={blok} slot="cms-text">
      <RichText doc={blok.text} />
    </BlockLayout>
  );
}
