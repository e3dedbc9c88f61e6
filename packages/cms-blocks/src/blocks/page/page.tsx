import { storyblokEditable } from '@storyblok/react';
import { useCms } from '../../cms-provider/cms-provider';
import { type BlockComponentProps, Blocks } from '../../registry/blocks';
import type { PageBlok } from './schema';

/** Registered component of the `page` block: renders the body bloks in order. */
export function PageBlock({ blok }: BlockComponentProps<PageBlok>) {
  const { mode } = useCms();
  return (
    <div data-slot="cms-page" {...(mode === 'edit' ? storyblokEditable(blok) : {})}>
      <Blocks bloks={blok.body} />
    </div>
  );
}
