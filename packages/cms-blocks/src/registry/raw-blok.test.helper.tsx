// Test and story helper (kept out of the package by its name): validates raw bloks as the server would for
// the current CMS mode, then renders them, so tests and stories can be written with CMS-shaped content.
import { renderToStaticMarkup } from 'react-dom/server';
import { type CmsMode, CmsProvider, type InvalidBlokReport, useCms } from '../cms-provider/cms-provider';
import type { RawBlok } from '../fields/fields';
import { Blocks } from './blocks';
import { validateBloks } from './validate';

/** Props of {@link RawBlokPreview}. */
export interface RawBlokPreviewProps {
  /** The blok as the CMS sends it. */
  blok: RawBlok;
}

/** Validates a raw blok for the surrounding CmsProvider's mode and renders the result. */
export function RawBlokPreview({ blok }: RawBlokPreviewProps) {
  const { mode } = useCms();
  return <Blocks bloks={validateBloks([blok], { mode }).bloks} />;
}

/** Server-renders raw bloks in a mode, the way a page loader and its route component would. */
export function renderRawBloks(
  bloks: readonly unknown[],
  mode: CmsMode = 'published',
  onInvalidBlok?: (report: InvalidBlokReport) => void,
): string {
  return renderToStaticMarkup(
    <CmsProvider mode={mode} {...(onInvalidBlok ? { onInvalidBlok } : {})}>
      <Blocks bloks={validateBloks(bloks, { mode }).bloks} />
    </CmsProvider>,
  );
}
