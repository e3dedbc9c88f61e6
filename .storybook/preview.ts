import type { Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import '@fitkit/ui/styles.css';
import { type UiImage, UiProvider } from '@fitkit/ui/provider';

/** A deterministic inline picture, so stories never ask a server for images. */
function placeholderImage(image: UiImage, { w, h }: { w: number; h: number }): string {
  const hue = [...image.key].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="100%" height="100%" fill="hsl(${hue} 40% 85%)"/><rect x="20%" y="35%" width="60%" height="30%" rx="6" fill="hsl(${hue} 35% 45%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const preview: Preview = {
  decorators: [(Story) => createElement(UiProvider, { imageUrl: placeholderImage }, createElement(Story))],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
