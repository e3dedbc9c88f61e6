import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AccountSection } from './account-section';

const meta = {
  title: 'UI/AccountSection',
  component: AccountSection,
  args: {
    title: 'Address book',
    description: 'Your default address fills in the checkout.',
    children: <p>2 addresses</p>,
    more: { href: '/account/addresses/', label: 'Manage addresses' },
  },
} satisfies Meta<typeof AccountSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Address book' });
    await expect(section).toHaveTextContent('Your default address fills in the checkout.');
    await expect(canvas.getByRole('link', { name: 'Manage addresses' })).toHaveAttribute(
      'href',
      '/account/addresses/',
    );
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const WithNotice: Story = {
  args: { notice: 'Your address is saved.', more: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your address is saved.');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
