import { BUTTON_COLORS, BUTTON_ICONS, BUTTON_SIZES, BUTTON_STYLES, BUTTON_TYPES } from '@fitkit/ui/button';
import { UiProvider } from '@fitkit/ui/provider';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { type CmsMode, CmsProvider } from '../../cms-provider/cms-provider';
import { lastClickWasPrevented, navigate, RecordingLink } from '../../links/link-clicks.test.helper';
import { RawBlokPreview } from '../../registry/raw-blok.test.helper';

const meta = {
  title: 'CMS Blocks/Button',
  component: RawBlokPreview,
  decorators: [
    (Story, { parameters }) => (
      <UiProvider link={RecordingLink}>
        <CmsProvider mode={(parameters.cmsMode as CmsMode | undefined) ?? 'published'}>
          <Story />
        </CmsProvider>
      </UiProvider>
    ),
  ],
  argTypes: {
    blok: { control: 'object' },
  },
  parameters: {
    docs: {
      description: {
        component: `Options: style ${BUTTON_STYLES.join('/')}, colour ${BUTTON_COLORS.join('/')}, size ${BUTTON_SIZES.join('/')}, icon ${BUTTON_ICONS.join('/')}, type ${BUTTON_TYPES.join('/')}.`,
      },
    },
  },
  args: {
    blok: {
      _uid: 'b1',
      component: 'button',
      label: 'Shop Exterior',
      link: { linktype: 'url', url: '/c/exterior', cached_url: '/c/exterior', fieldtype: 'multilink' },
      style: 'SOLID',
      color: 'ACTION',
      size: 'LARGE',
      icon: '',
      type: 'button',
    },
  },
} satisfies Meta<typeof RawBlokPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link button goes through the app's router link, with a trailing slash added. */
export const InternalLink: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: 'Shop Exterior' });
    await expect(link).toHaveAttribute('href', '/c/exterior/');
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('data-variant', 'SOLID');
    await expect(link).toHaveAttribute('data-color', 'ACTION');
    await expect(link).toHaveAttribute('data-size', 'LARGE');
    await expect(link).toHaveClass('fk-button');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/c/exterior/');
  },
};

/** An http link opens in a new tab and bypasses the router. */
export const ExternalLink: Story = {
  args: {
    blok: {
      _uid: 'b2',
      component: 'button',
      label: 'Installation guide',
      link: { linktype: 'url', url: 'https://parts.test/guide' },
      style: 'OUTLINE',
      color: 'PRIMARY',
    },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Installation guide' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).not.toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('data-variant', 'OUTLINE');
  },
};

/** Without a link the blok is a real button of the chosen type, here submitting its form, with its icon. */
export const SubmitButton: Story = {
  args: {
    blok: {
      _uid: 'b3',
      component: 'button',
      label: 'Save',
      type: 'submit',
      icon: 'SAVE',
      color: 'SUCCESS',
      size: 'SMALL',
    },
  },
  render: (args) => {
    const onSubmit = (event: { preventDefault(): void }) => {
      event.preventDefault();
      document.body.dataset.submitted = 'yes';
    };
    return (
      <form onSubmit={onSubmit}>
        <RawBlokPreview {...args} />
      </form>
    );
  },
  play: async ({ canvas }) => {
    delete document.body.dataset.submitted;
    const button = canvas.getByRole('button', { name: 'Save' });
    await expect(button).toHaveAttribute('type', 'submit');
    await expect(button.querySelector('[data-icon="SAVE"]')).not.toBeNull();
    await userEvent.click(button);
    await expect(document.body.dataset.submitted).toBe('yes');
  },
};

/** In the visual editor a click on a link button does nothing, so editors stay on the story. */
export const EditModeClicksDisabled: Story = {
  parameters: { cmsMode: 'edit' },
  play: async ({ canvas }) => {
    navigate.mockClear();
    const wasPrevented = lastClickWasPrevented();
    await userEvent.click(canvas.getByRole('link', { name: 'Shop Exterior' }));
    await expect(wasPrevented()).toBe(true);
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** An option outside SPEC §3's lists is refused: editors see why, shoppers see nothing. */
export const InvalidOptionInPreview: Story = {
  parameters: { cmsMode: 'draft' },
  args: { blok: { _uid: 'b4', component: 'button', label: 'Go', color: 'PINK' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    const note = canvas.getByRole('note');
    await expect(note).toHaveTextContent('Block "button" has invalid fields');
    await expect(note).toHaveTextContent('color');
  },
};
