import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CmsProvider } from '../../cms-provider/cms-provider';
import { RawBlokPreview } from '../../registry/raw-blok.test.helper';
import { CmsShopProvider } from '../../shop-context/shop-context';

const onSubscribe = fn(async () => null);
const onSubscribed = fn();

const meta = {
  title: 'CMS Blocks/Subscribe Form',
  tags: ['responsive'],
  component: RawBlokPreview,
  decorators: [
    (Story, { parameters }) => (
      <CmsProvider mode="published">
        {parameters.inPage ? (
          <CmsShopProvider newsletter={{ onSubscribe, onSubscribed }}>
            <Story />
          </CmsShopProvider>
        ) : (
          <Story />
        )}
      </CmsProvider>
    ),
  ],
  args: {
    blok: {
      _uid: 's1',
      component: 'subscribe_form',
      text: 'Deals and new parts, once a month.',
      form_name: 'home-subscribe',
    },
  },
} satisfies Meta<typeof RawBlokPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without handlers it is a plain form posting to the shop's newsletter action. */
export const PlainPost: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'GET ON THE LIST' })).toBeVisible();
    await expect(canvas.getByText('Deals and new parts, once a month.')).toBeVisible();
    const form = canvasElement.querySelector('form')!;
    await expect(form).toHaveAttribute('action', '/newsletter/');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(canvasElement.querySelector('input[name="formName"]')).toHaveValue('home-subscribe');
  },
};

/** With the shop's handlers it subscribes in the page, named by the editor's form name. */
export const InPage: Story = {
  parameters: { inPage: true },
  args: {
    blok: { _uid: 's2', component: 'subscribe_form', title: 'Trail news', form_name: 'home-subscribe' },
  },
  play: async ({ canvas }) => {
    onSubscribe.mockClear();
    onSubscribed.mockClear();
    await expect(canvas.getByRole('heading', { name: 'Trail news' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox'), 'dana@trail.test');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(onSubscribed).toHaveBeenCalledWith({ formName: 'home-subscribe', email: 'dana@trail.test' }),
    );
    await expect(onSubscribe).toHaveBeenCalledWith({ formName: 'home-subscribe', email: 'dana@trail.test' });
  },
};
