import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RawBlokPreview, withCmsMode } from '../../registry/raw-blok.test.helper';

const meta = {
  title: 'CMS Blocks/Text',
  component: RawBlokPreview,
  decorators: [withCmsMode],
  args: {
    blok: {
      _uid: 't1',
      component: 'text',
      text: {
        type: 'doc',
        content: [
          {
            type: 'heading',
            attrs: { level: 2 },
            content: [{ type: 'text', text: 'A parts shop that knows your vehicle' }],
          },
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Every product carries ' },
              { type: 'text', text: 'fitment data', marks: [{ type: 'bold' }] },
              { type: 'text', text: ', so ' },
              { type: 'text', text: 'Fits your vehicle', marks: [{ type: 'italic' }] },
              { type: 'text', text: ' means it. ' },
              {
                type: 'text',
                text: 'How we check fitment',
                marks: [{ type: 'link', attrs: { href: '#how-we-check', linktype: 'url' } }],
              },
              { type: 'hard_break' },
              { type: 'text', text: 'Call ' },
              {
                type: 'text',
                text: '1-800-555-0100',
                marks: [{ type: 'link', attrs: { href: 'tel:18005550100', linktype: 'url' } }],
              },
            ],
          },
          {
            type: 'bullet_list',
            content: ['Floor mats', 'Seat covers'].map((item) => ({
              type: 'list_item',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: item }] }],
            })),
          },
          { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'How we check fitment' }] },
          { type: 'paragraph', content: [{ type: 'text', text: '<b>Markup in text stays text.</b>' }] },
        ],
      },
    },
  },
  render: (args) => (
    <>
      <RawBlokPreview {...args} />
      <div id="how-we-check" style={{ marginTop: '150vh' }}>
        Target of the anchor link
      </div>
    </>
  ),
} satisfies Meta<typeof RawBlokPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headings, marks, lists and links from the rich text editor; text never becomes HTML. */
export const RichTextContent: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'A parts shop that knows your vehicle',
    );
    await expect(canvas.getByText('fitment data').tagName).toBe('STRONG');
    await expect(canvas.getByText('Fits your vehicle').tagName).toBe('EM');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: '1-800-555-0100' })).toHaveAttribute(
      'href',
      'tel:18005550100',
    );
    await expect(canvas.getByText('<b>Markup in text stays text.</b>')).toBeInTheDocument();
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

/** A '#' link scrolls smoothly to its target instead of jumping. */
export const AnchorLinkScrollsSmoothly: Story = {
  play: async ({ canvas, canvasElement }) => {
    const target = canvasElement.ownerDocument.getElementById('how-we-check');
    if (!target) throw new Error('anchor target missing');
    const scrollIntoView = fn();
    target.scrollIntoView = scrollIntoView;
    const hashBefore = window.location.hash;
    await userEvent.click(canvas.getByRole('link', { name: 'How we check fitment' }));
    await expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    await expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior }));
    await expect(window.location.hash).toBe(hashBefore);
  },
};

/** In preview mode even anchor links do nothing. */
export const PreviewModeLinksDisabled: Story = {
  parameters: { cmsMode: 'draft' },
  play: async ({ canvas, canvasElement }) => {
    const target = canvasElement.ownerDocument.getElementById('how-we-check');
    if (!target) throw new Error('anchor target missing');
    const scrollIntoView = fn();
    target.scrollIntoView = scrollIntoView;
    const hashBefore = window.location.hash;
    await userEvent.click(canvas.getByRole('link', { name: 'How we check fitment' }));
    await expect(scrollIntoView).not.toHaveBeenCalled();
    await expect(window.location.hash).toBe(hashBefore);
  },
};
