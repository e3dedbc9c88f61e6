import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { floorLiners, installation, sliders } from '../mini-cart/cart.test.helper';
import { navigate, withStoryRouter } from '../utils/story-router.test.helper';
import type { CartLineItem, WarrantyPlan } from './cart-line';
import { CartLines } from './cart-lines';

const plans: WarrantyPlan[] = [
  { planId: 'plan-2y', name: '2-Year Protection', price: 1999 },
  { planId: 'plan-4y', name: '4-Year Protection', price: 3499 },
];

const liners: CartLineItem = { ...floorLiners, originalSubtotal: 29998, warrantyPlans: plans };
const installable: CartLineItem = { ...sliders, installationPrice: 14900 };
const installationLine: CartLineItem = {
  ...installation,
  itemId: 'item-sliders:installation',
  productName: 'Professional Installation for Trail Armor Rock Sliders',
};
const warrantyLine: CartLineItem = {
  ...installation,
  itemId: 'item-warranty',
  productName: '4-Year Protection: All-Weather Floor Liners',
  skuSlug: 'plan-4y',
  salePrice: 3499,
  itemSubtotal: 3499,
};

const meta = {
  title: 'UI/CartLines',
  tags: ['responsive'],
  component: CartLines,
  decorators: [withStoryRouter],
  args: {
    items: [sliders, liners],
    onQtyChange: fn(),
    onRemove: fn(),
    onWarrantyChange: fn(),
    onInstallationChange: fn(),
  },
} satisfies Meta<typeof CartLines>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Items: Story = {
  play: async ({ canvas, args }) => {
    const lines = within(canvas.getByRole('list', { name: 'Items in your cart' })).getAllByRole('listitem');
    await expect(lines).toHaveLength(2);
    const first = within(lines[0]!);
    const name = first.getByRole('link', { name: 'Trail Armor Rock Sliders' });
    await expect(name).toHaveAttribute('href', '/p/trail-armor-rock-sliders/tars-4dr-black/');
    await userEvent.click(name);
    await expect(navigate).toHaveBeenCalledWith('/p/trail-armor-rock-sliders/tars-4dr-black/');
    await expect(first.getByText('2021 Jeep Wrangler Unlimited Sport 3.6L V6')).toBeVisible();
    await expect(first.getByText('4-door models only')).toBeVisible();
    const image = lines[0]!.querySelector('img')!;
    await expect(image).toHaveAttribute('width', '200');
    await expect(image).toHaveAttribute('height', '150');
    // The sale price is lower: the original is struck.
    await expect(first.getByText('$649.99').closest('del')).not.toBeNull();

    const second = within(lines[1]!);
    // Subtotal of two, with the original subtotal struck.
    await expect(second.getByText('$259.98')).toBeVisible();
    await expect(second.getByText('$299.98').closest('del')).not.toBeNull();
    await userEvent.selectOptions(second.getByRole('combobox', { name: /Quantity for All-Weather/ }), '3');
    await expect(args.onQtyChange).toHaveBeenCalledWith('item-liners', 3);
    await userEvent.click(first.getByRole('button', { name: 'Remove Trail Armor Rock Sliders' }));
    await expect(args.onRemove).toHaveBeenCalledWith('item-sliders');
    // No plans offered for the sliders: no plan choice on that line.
    await expect(first.queryByRole('group', { name: /Protection plan/ })).toBeNull();
    // Scripts run, so the no-JavaScript 'Update' buttons are gone.
    await expect(canvas.queryByRole('button', { name: 'Update' })).toBeNull();
  },
};

export const WithWarranty: Story = {
  args: { items: [{ ...liners, warranty: { planId: 'plan-2y', qty: 2 } }] },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', {
      name: 'Protection plan for All-Weather Floor Liners, Front Row',
    });
    const plan = within(group).getByRole('combobox', { name: 'Plan' });
    await expect(plan).toHaveValue('plan-2y');
    await expect(
      within(plan).getByRole('option', { name: '4-Year Protection — $34.99 each' }),
    ).toBeInTheDocument();
    const qty = within(group).getByRole('combobox', { name: /Plan quantity for/ });
    // A plan covers at most the line's two units.
    await expect(
      within(qty)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2']);
    await userEvent.selectOptions(qty, '1');
    await expect(args.onWarrantyChange).toHaveBeenLastCalledWith('item-liners', {
      planId: 'plan-2y',
      qty: 1,
    });
    await userEvent.selectOptions(plan, 'plan-4y');
    await expect(args.onWarrantyChange).toHaveBeenLastCalledWith('item-liners', {
      planId: 'plan-4y',
      qty: 2,
    });
    await userEvent.selectOptions(plan, 'No protection plan');
    await expect(args.onWarrantyChange).toHaveBeenLastCalledWith('item-liners', null);
  },
};

export const WithVirtualItems: Story = {
  args: { items: [sliders, installation, warrantyLine] },
  play: async ({ canvas }) => {
    const lines = canvas.getAllByRole('listitem');
    for (const line of lines.slice(1)) {
      // Installation and plan lines: fixed quantity, neither selector nor remove.
      await expect(within(line).getByText('Qty: 1')).toBeVisible();
      await expect(within(line).queryByRole('combobox')).toBeNull();
      await expect(within(line).queryByRole('button', { name: /Remove/ })).toBeNull();
    }
    await expect(within(lines[0]!).getByRole('button', { name: /Remove/ })).toBeVisible();
  },
};

export const InstallationOffered: Story = {
  args: { items: [installable, liners] },
  play: async ({ canvas, args }) => {
    const [first, second] = canvas.getAllByRole('listitem').map((line) => within(line));
    await userEvent.click(
      first!.getByRole('button', {
        name: 'Add professional installation ($149.00 each) for Trail Armor Rock Sliders',
      }),
    );
    await expect(args.onInstallationChange).toHaveBeenCalledWith('item-sliders', true);
    // The liners offer none.
    await expect(second!.queryByRole('button', { name: /installation/ })).toBeNull();
  },
};

export const Installed: Story = {
  args: {
    items: [
      { ...installable, qty: 2, installation: { price: 14900, qty: 2 } },
      { ...installationLine, qty: 2 },
    ],
  },
  play: async ({ canvas, args }) => {
    const [part, line] = canvas.getAllByRole('listitem');
    // The installation line: the line's qty, fixed; neither selector nor remove.
    await expect(within(line!).getByText('Qty: 2')).toBeVisible();
    await expect(within(line!).queryByRole('combobox')).toBeNull();
    await expect(within(line!).queryByRole('button')).toBeNull();
    await userEvent.click(
      within(part!).getByRole('button', { name: 'Remove installation for Trail Armor Rock Sliders' }),
    );
    await expect(args.onInstallationChange).toHaveBeenCalledWith('item-sliders', false);
  },
};

export const Updating: Story = {
  args: { items: [sliders, liners], busyItemIds: ['item-liners'] },
  play: async ({ canvas }) => {
    const lines = canvas.getAllByRole('listitem');
    await expect(lines[1]).toHaveAttribute('aria-busy', 'true');
    await expect(within(lines[1]!).getByRole('combobox', { name: /Quantity for/ })).toBeDisabled();
    await expect(within(lines[1]!).getByRole('button', { name: /Remove/ })).toBeDisabled();
    await expect(within(lines[1]!).getByRole('combobox', { name: 'Plan' })).toBeDisabled();
    // The other line stays usable.
    await expect(within(lines[0]!).getByRole('combobox', { name: /Quantity for/ })).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { items: [], emptyContent: <a href="/">Continue shopping</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your cart is empty.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const FormsWithoutScript: Story = {
  args: {
    items: [{ ...liners, installationPrice: 9900 }],
    action: '/checkout/cart/',
    onQtyChange: undefined,
    onRemove: undefined,
    onWarrantyChange: undefined,
    onInstallationChange: undefined,
  },
  play: async ({ canvas }) => {
    // No handler in the page: each select's form keeps its 'Update' button and posts like plain HTML.
    await expect(canvas.getAllByRole('button', { name: 'Update' })).toHaveLength(2);
    const remove = canvas.getByRole('button', { name: /Remove/ }).closest('form')!;
    await expect(remove).toHaveAttribute('action', '/checkout/cart/');
    await expect(Object.fromEntries(new FormData(remove))).toEqual({
      intent: 'remove',
      itemId: 'item-liners',
    });
    const qty = canvas.getByRole('combobox', { name: /Quantity for/ }).closest('form')!;
    await expect(Object.fromEntries(new FormData(qty))).toEqual({
      intent: 'update-qty',
      itemId: 'item-liners',
      qty: '2',
    });
    const plan = canvas.getByRole('combobox', { name: 'Plan' }).closest('form')!;
    await expect(Object.fromEntries(new FormData(plan))).toEqual({
      intent: 'set-warranty',
      itemId: 'item-liners',
      lineQty: '2',
      planId: '',
    });
    const install = canvas.getByRole('button', { name: /Add professional installation/ }).closest('form')!;
    await expect(install).toHaveAttribute('action', '/checkout/cart/');
    await expect(Object.fromEntries(new FormData(install))).toEqual({
      intent: 'add-installation',
      itemId: 'item-liners',
    });
  },
};

export const MoveToWishlist: Story = {
  args: { items: [sliders], moveToWishlist: true, onMoveToWishlist: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move to wishlist Trail Armor Rock Sliders' }));
    await expect(args.onMoveToWishlist).toHaveBeenCalledWith('item-sliders');
  },
};

export const SignedOutHasNoMoveToWishlist: Story = {
  args: { items: [sliders], onMoveToWishlist: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Move to wishlist/ })).toBeNull();
  },
};
