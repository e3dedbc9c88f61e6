import { useCms } from '../../cms-provider/cms-provider';
import { type BlockComponentProps, Blocks } from '../../registry/blocks';
import { editableAttributes } from '../../registry/editable';
import type { PageBlok } from './schema';

/** Registered component of the `page` block: renders the body bloks in order. */
export function PageBlock({ blok }: BlockComponentProps<PageBlok>) {
  const { mode } = useCms();
  return (
    <div data-slot="cms-page" {...(mode === 'edit' ? editableAttributes(blok._editable) : {})}>
      <Blocks bloks={blok.body} />
    </div>
  );
}
