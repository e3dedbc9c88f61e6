// Test and story helper (kept out of the package by its name): validates raw bloks as the server would for
// the current CMS mode, then renders them, so tests and stories can be written with CMS-shaped content.
import type { Decorator } from '@storybook/react-vite';
import { renderToStaticMarkup } from 'react-dom/server';
import { type CmsMode, CmsProvider, type InvalidBlokReport, useCms } from '../cms-provider/cms-provider';
import type { RawBlok } from '../fields/fields';
import { Blocks, registerBlocks } from './blocks';
import { registry } from './registry';
import { validateBloks } from './validate';

// The package's blocks, registered once for every test and story that imports this helper.
registerBlocks(registry);

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

/** A Storyblok asset of an inline SVG picture in a colour, so stories never ask a server for images. */
export function demoAsset(name: string, alt: string, color = '#1e3a8a', size = { w: 800, h: 500 }) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.w}" height="${size.h}"><rect width="100%" height="100%" fill="${color}"/><text x="50%" y="50%" fill="#fff" font-size="48" text-anchor="middle">${name}</text></svg>`;
  return { id: 1, filename: `data:image/svg+xml,${encodeURIComponent(svg)}`, alt, fieldtype: 'asset' };
}

/**
 * Story decorator: a CmsProvider in the story's `parameters.cmsMode` ('published' unless given); the package's
 * block registry is registered by importing this helper.
 */
export const withCmsMode: Decorator = (Story, { parameters }) => (
  <CmsProvider mode={(parameters.cmsMode as CmsMode | undefined) ?? 'published'}>
    <Story />
  </CmsProvider>
);
