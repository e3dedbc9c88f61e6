import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SavedCardChoice, SavedCardList } from './saved-cards';

const stopPost = (event: SubmitEvent) => event.preventDefault();

const visa = { id: 'c1', provider: 'sandbox', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2034 };
const amex = { id: 'c2', provider: 'sandbox', brand: 'amex', last4: '8431', expMonth: 12, expYear: 2030 };

const meta = {
  title: 'UI/SavedCards',
  component: SavedCardList,
  args: { cards: [visa, amex], action: '/account/cards/' },
  beforeEach: () => {
    document.addEventListener('submit', stopPost);
    return () => document.removeEventListener('submit', stopPost);
  },
} satisfies Meta<typeof SavedCardList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(2);
    await expect(cards[0]).toHaveTextContent('Visa ending in 4242, expires 04/2034');
    const remove = within(cards[1]!).getByRole('button', {
      name: 'Remove American Express ending in 8431, expires 12/2030',
    });
    await expect(remove.closest('form')?.querySelector('input[name="id"]')).toHaveValue('c2');
    await expect(remove.closest('form')?.querySelector('input[name="intent"]')).toHaveValue('remove-card');
  },
};

export const Empty: Story = {
  args: { cards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You have no saved cards/)).toBeVisible();
  },
};

function Choice() {
  const [value, setValue] = useState('c1');
  return (
    <>
      <SavedCardChoice cards={[visa, amex]} value={value} onChange={setValue} />
      <output aria-label="Chosen">{value || 'new'}</output>
    </>
  );
}

export const ChoiceAtCheckout: Story = {
  render: () => <Choice />,
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Saved cards' });
    await expect(
      within(group).getByRole('radio', { name: 'Visa ending in 4242, expires 04/2034' }),
    ).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'A new card' }));
    await expect(canvas.getByRole('status', { name: 'Chosen' })).toHaveTextContent('new');
  },
};
