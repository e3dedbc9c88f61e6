import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { navigate, withStoryRouter } from '../utils/story-router.test.helper';
import { bannerImage } from './banner-image.test.helper';
import { PROMO_BANNER_IMAGE_SIZES, PromoBanner } from './promo-banner';

const mobileImage = bannerImage(768, 'Free shipping over $99');
const desktopImage = bannerImage(1334, 'Free shipping on orders over $99 — this week only');

const meta = {
  title: 'UI/PromoBanner',
  component: PromoBanner,
  parameters: { layout: 'fullscreen' },
  decorators: [withStoryRouter],
  args: {
    mobileImage,
    desktopImage,
    alt: 'Free shipping on orders over $99',
    href: '/specials/',
    backgroundColors: { mobile: '#7c2d12', desktop: '#431407' },
  },
} satisfies Meta<typeof PromoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The image the browser picked from the picture's sources. */
const shownSource = (image: HTMLImageElement) => image.currentSrc;

export const Desktop: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    // A region landmark, so the banner is not page content outside every landmark.
    await expect(canvas.getByRole('region', { name: 'Promotion' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Free shipping on orders over $99' });
    await expect(link).toHaveAttribute('href', '/specials/');
    const image = canvas.getByRole('img') as HTMLImageElement;
    await expect(image).toHaveAttribute('width', String(PROMO_BANNER_IMAGE_SIZES.mobile.width));
    await expect(image).toHaveAttribute('height', '32');
    await expect(shownSource(image)).toBe(desktopImage);
    const banner = canvasElement.querySelector('[data-slot="promo-banner"]') as HTMLElement;
    await expect(getComputedStyle(banner).backgroundColor).toBe('rgb(67, 20, 7)');
    navigate.mockClear();
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/specials/');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img') as HTMLImageElement;
    await expect(shownSource(image)).toBe(mobileImage);
    // The 768x32 image shrinks to the screen, keeping its shape.
    const box = image.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(window.innerWidth);
    await expect(Math.round((box.width / box.height) * 10) / 10).toBe(24);
    const banner = canvasElement.querySelector('[data-slot="promo-banner"]') as HTMLElement;
    await expect(getComputedStyle(banner).backgroundColor).toBe('rgb(124, 45, 18)');
  },
};

export const WithoutLink: Story = {
  args: { href: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Free shipping on orders over $99' })).toBeVisible();
  },
};

export const OneImageOnly: Story = {
  args: { mobileImage: null, newTab: true, href: '/where-to-buy/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The desktop image stands in for the missing mobile one.
    await expect((canvas.getByRole('img') as HTMLImageElement).getAttribute('src')).toBe(desktopImage);
    await expect(canvas.getByRole('link')).toHaveAttribute('target', '_blank');
  },
};

export const NoImages: Story = {
  args: { mobileImage: null, desktopImage: '' },
  play: async ({ canvasElement }) => {
    // Nothing to show: the banner leaves no empty strip.
    await expect(canvasElement.querySelector('[data-slot="promo-banner"]')).toBeNull();
  },
};
