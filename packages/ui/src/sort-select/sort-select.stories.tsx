import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SortSelect } from './sort-select';

const meta = {
  title: 'UI/SortSelect',
  component: SortSelect,
  args: { value: 'relevance', onSortChange: fn() },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveValue('relevance');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Best Match',
      'Price: Low to High',
      'Price: High to Low',
      'Name',
    ]);
    await userEvent.selectOptions(select, 'Price: High to Low');
    await expect(args.onSortChange).toHaveBeenCalledWith('price-desc');
  },
};

export const AsGetForm: Story = {
  args: { value: 'price-asc', hiddenFields: { q: 'winch', sameDayShipping: 'true' }, action: '/search/' },
  play: async ({ canvasElement, canvas }) => {
    const form = canvasElement.querySelector('form')!;
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/search/');
    await expect(canvas.getByRole('combobox')).toHaveAttribute('name', 'sort');
    const data = new FormData(form);
    await expect([...data.entries()]).toEqual([
      ['q', 'winch'],
      ['sameDayShipping', 'true'],
      ['sort', 'price-asc'],
    ]);
    // Hydrated: the change applies at once, so the no-JS 'Apply' button is hidden.
    await expect(form).toHaveAttribute('data-state', 'interactive');
    await expect(canvasElement.querySelector('button[type="submit"]')).not.toBeVisible();
  },
};

export const SubmitsItselfWithoutHandler: Story = {
  args: { value: 'relevance', onSortChange: undefined },
  render: (args) => (
    <SortSelect
      {...args}
      onSubmit={(event) => {
        event.preventDefault();
        event.currentTarget.dataset.submitted = new FormData(event.currentTarget).get('sort') as string;
      }}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox'), 'name');
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-submitted', 'name');
  },
};
