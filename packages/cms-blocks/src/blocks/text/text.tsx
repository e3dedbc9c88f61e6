import { useCms } from '../../cms-provider/cms-provider';
import type { BlokComponentProps } from '../../registry/blocks';
import { editableAttributes } from '../../registry/editable';
import { RichText } from '../../rich-text/rich-text';
import type { TextBlok } from './schema';

/** Registered component of the `text` block: the rich text, rendered without any raw HTML. */
export function TextBlock({ blok }: BlokComponentProps<TextBlok>) {
  const { mode } = useCms();
  if (!blok.text) return null;
  return (
    <div data-slot="cms-text" {...(mode === 'edit' ? editableAttributes(blok._editable) : {})}>
      <RichText doc={blok.text} />
    </div>
  );
}
