import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { type CmsMode, CmsProvider } from '../../cms-provider/cms-provider';
import { RawBlokPreview } from '../../registry/raw-blok.test.helper';

const slide = (index: number) => ({
  _uid: `slide-${index}`,
  component: 'text',
  text: {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: `Slide ${index}` }] },
      { type: 'paragraph', content: [{ type: 'text', text: `Parts that fit, number ${index}.` }] },
    ],
  },
});

const meta = {
  title: 'CMS Blocks/Carousel',
  component: RawBlokPreview,
  decorators: [
    (Story, { parameters }) => (
      <CmsProvider mode={(parameters.cmsMode as CmsMode | undefined) ?? 'published'}>
        <div style={{ width: 480 }}>
          <Story />
        </div>
      </CmsProvider>
    ),
  ],
  args: {
    blok: {
      _uid: 'c1',
      component: 'carousel',
      title: 'Featured builds',
      slides: [1, 2, 3, 4].map(slide),
    },
  },
} satisfies Meta<typeof RawBlokPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="carousel"]')!;
const ready = (element: HTMLElement) =>
  waitFor(() => expect(root(element)).toHaveAttribute('data-ready', 'true'));
const offset = (element: HTMLElement) =>
  new DOMMatrixReadOnly(getComputedStyle(element.querySelector('.fk-carousel__track')!).transform).m41;
const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** One slide per view; it loops by default, so Previous on the first slide wraps to the last. */
export const Looping: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Featured builds' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await ready(canvasElement);
    const slides = canvas.getAllByRole('group');
    await expect(slides).toHaveLength(4);
    await expect(slides[0]!.getBoundingClientRect().width).toBe(480 + 16);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-selected-index', '3'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-selected-index', '0'));
  },
};

/** Dots: the next dot animates over about 500 ms, a dot further away jumps there at once. */
export const DotsJumpInstantly: Story = {
  args: {
    blok: {
      _uid: 'c2',
      component: 'carousel',
      label: 'Hero slides',
      loop: false,
      slides: [1, 2, 3, 4].map(slide),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Hero slides' })).toBeVisible();
    await ready(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 2' }));
    await frames();
    // A one-slide step is still moving a couple of frames later…
    await expect(offset(canvasElement)).toBeGreaterThan(-496);
    // …and comes to rest exactly on the slide (not a part of a pixel short).
    await waitFor(() => expect(offset(canvasElement)).toBe(-496), { timeout: 2000 });
    // …while a jump over two slides lands at once.
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 4' }));
    await frames();
    await expect(Math.round(offset(canvasElement))).toBe(-496 * 3);
    await expect(canvas.getByRole('button', { name: 'Go to slide 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** Without looping the ends are reached: scrolled-left at the start, scrolled-right at the end. */
export const EndsWithoutLoop: Story = {
  args: {
    blok: {
      _uid: 'c3',
      component: 'carousel',
      title: 'Two slides',
      loop: false,
      dots: false,
      slides: [1, 2].map(slide),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await ready(canvasElement);
    await expect(root(canvasElement)).toHaveAttribute('data-scrolled-left', 'true');
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /Go to slide/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-scrolled-right', 'true'));
    await expect(root(canvasElement)).toHaveAttribute('data-scrolled-left', 'false');
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toBeDisabled();
  },
};

/** An invalid option shows editors what to fix; shoppers see nothing. */
export const InvalidInPreview: Story = {
  parameters: { cmsMode: 'draft' },
  args: { blok: { _uid: 'c4', component: 'carousel', loop: 'sometimes', slides: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('Block "carousel" has invalid fields');
    await expect(canvas.getByRole('note')).toHaveTextContent('loop');
  },
};
