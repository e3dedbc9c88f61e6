import { useCms } from '../../cms-provider/cms-provider';
import { editableAttributes } from '../../registry/editable';
import { type BlokComponentProps, ValidBlok } from '../../registry/valid-blok';
import { RichText } from '../../rich-text/rich-text';
import { textSchema } from './schema';

/** Registered component of the `text` block: the rich text, rendered without any raw HTML. */
export function TextBlock({ blok }: BlokComponentProps) {
  const { mode } = useCms();
  return (
    <ValidBlok schema={textSchema} blok={blok}>
      {(text) =>
        text.text ? (
          <div data-slot="cms-text" {...(mode === 'edit' ? editableAttributes(text._editable) : {})}>
            <RichText doc={text.text} />
          </div>
        ) : null
      }
    </ValidBlok>
  );
}
