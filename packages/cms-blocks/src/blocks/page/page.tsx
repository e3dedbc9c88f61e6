import { useCms } from '../../cms-provider/cms-provider';
import { Blocks } from '../../registry/blocks';
import { editableAttributes } from '../../registry/editable';
import { type BlokComponentProps, ValidBlok } from '../../registry/valid-blok';
import { pageSchema } from './schema';

/** Registered component of the `page` block: renders the body bloks in order. */
export function PageBlock({ blok }: BlokComponentProps) {
  const { mode } = useCms();
  return (
    <ValidBlok schema={pageSchema} blok={blok}>
      {(page) => (
        <div data-slot="cms-page" {...(mode === 'edit' ? editableAttributes(page._editable) : {})}>
          <Blocks bloks={page.body} />
        </div>
      )}
    </ValidBlok>
  );
}
