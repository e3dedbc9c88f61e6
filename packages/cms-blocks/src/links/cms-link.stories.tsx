import { UiProvider } from '@fitkit/ui/provider';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { type CmsMode, CmsProvider } from '../cms-provider/cms-provider';
import { CmsLink } from './cms-link';
import { lastClickWasPrevented, navigate, RecordingLink } from './link-clicks.test.helper';
import type { SpecialLinkType } from './links';

/** The app's handler of special links: takes over the overlays, leaves the rest to the link. */
const onSpecialLink = fn((type: SpecialLinkType) => type === 'FITMENT' || type === 'ISSD');

const LINKS = [
  ['Exterior parts', '/c/exterior'],
  ['Reviews on this page', '#reviews'],
  ['Our blog', 'https://blog.parts.test/'],
  ['Write to us', 'mailto:help@parts.test'],
  ['Call us', 'PHONE'],
  ['Choose your vehicle', 'FITMENT'],
  ['Ships today', 'ISSD'],
  ['Find your order', 'ORDER'],
  ['Live chat', 'CHAT'],
] as const;

function LinkList() {
  return (
    <main>
      <ul>
        {LINKS.map(([text, link]) => (
          <li key={text}>
            <CmsLink link={link}>{text}</CmsLink>
          </li>
        ))}
      </ul>
      <h2 id="reviews">Reviews</h2>
    </main>
  );
}

const meta = {
  title: 'CMS Blocks/Links',
  component: LinkList,
  decorators: [
    (Story, { parameters }) => (
      <UiProvider link={RecordingLink}>
        <CmsProvider
          mode={(parameters.cmsMode as CmsMode | undefined) ?? 'published'}
          phone="1-800-555-0100"
          onSpecialLink={onSpecialLink}
        >
          <Story />
        </CmsProvider>
      </UiProvider>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Links from CMS content (multilink fields and rich text): anchors scroll, http opens a new tab, tel: and ' +
          'mailto:, internal paths get a trailing slash and route client-side, special types (FITMENT, ISSD, ORDER, ' +
          'ACCOUNT, CHAT, AFFIRM, PHONE) go to the app first. In draft and edit mode clicks do nothing.',
      },
    },
  },
} satisfies Meta<typeof LinkList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each kind of link with the href it renders. */
export const Kinds: Story = {
  play: async ({ canvas }) => {
    const href = (name: string) => canvas.getByRole('link', { name }).getAttribute('href');
    await expect(href('Exterior parts')).toBe('/c/exterior/');
    await expect(canvas.getByRole('link', { name: 'Our blog' })).toHaveAttribute('target', '_blank');
    await expect(href('Call us')).toBe('tel:1-800-555-0100');
    await expect(href('Choose your vehicle')).toBe('?mod=fitment');
    await expect(href('Ships today')).toBe('?mod=fitment&fitmentMode=same-day');
    await expect(href('Find your order')).toBe('?mod=orderlogin');
  },
};

/** Internal links route client-side; special links the app handles do not navigate. */
export const Clicks: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    onSpecialLink.mockClear();
    const prevented = lastClickWasPrevented();
    await userEvent.click(canvas.getByRole('link', { name: 'Exterior parts' }));
    await expect(navigate).toHaveBeenCalledWith('/c/exterior/');
    await userEvent.click(canvas.getByRole('link', { name: 'Choose your vehicle' }));
    await expect(onSpecialLink).toHaveBeenLastCalledWith('FITMENT');
    await expect(prevented()).toBe(true);
    await userEvent.click(canvas.getByRole('link', { name: 'Live chat' }));
    await expect(onSpecialLink).toHaveBeenLastCalledWith('CHAT');
    await expect(prevented()).toBe(true);
  },
};

/** In the visual editor clicks do nothing, so editors stay on the story. */
export const InTheEditor: Story = {
  parameters: { cmsMode: 'edit' },
  play: async ({ canvas }) => {
    navigate.mockClear();
    onSpecialLink.mockClear();
    const prevented = lastClickWasPrevented();
    await userEvent.click(canvas.getByRole('link', { name: 'Exterior parts' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Choose your vehicle' }));
    await expect(navigate).not.toHaveBeenCalled();
    await expect(onSpecialLink).not.toHaveBeenCalled();
    await expect(prevented()).toBe(true);
  },
};
