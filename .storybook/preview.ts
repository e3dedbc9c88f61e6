import type { Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import '@fitkit/ui/styles.css';
import { type UiImage, UiProvider } from '@fitkit/ui/provider';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { placeholderSvg } from './placeholder-picture';
import { PICTURE_VIEWPORT, PICTURE_VIEWPORT_OPTION } from './screenshot-rules';

/** A deterministic inline picture, so stories never ask a server for images. */
function placeholderImage(image: UiImage, { w, h }: { w: number; h: number }): string {
  return `data:image/svg+xml,${encodeURIComponent(placeholderSvg(image.key, w, h))}`;
}

const preview: Preview = {
  decorators: [(Story) => createElement(UiProvider, { imageUrl: placeholderImage }, createElement(Story))],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    // Storybook's phone and tablet sizes, and the desktop size the stories' tests render and are pictured at.
    viewport: { options: { ...MINIMAL_VIEWPORTS, [PICTURE_VIEWPORT]: PICTURE_VIEWPORT_OPTION } },
  },
  // A story file's meta adds `responsive` to be screenshot at 375 and 768 px as well as 1280 (.storybook/vitest.setup.ts).
  tags: ['autodocs'],
};

export default preview;
