import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FitmentButton } from './fitment-button';
import { FITMENT_ICONS } from './fitment-icons';

const meta = {
  title: 'UI/FitmentButton',
  component: FitmentButton,
  args: { vehicle: null, onClick: fn() },
  argTypes: { icon: { control: 'inline-radio', options: FITMENT_ICONS } },
  // The button is drawn for the dark header bar.
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--fk-color-header-bg)', padding: 16, maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FitmentButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoVehicle: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Select Your Vehicle' });
    await expect(button).toHaveAttribute('data-state', 'empty');
    await expect(canvas.queryByText('Change')).toBeNull();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const WithVehicle: Story = {
  args: { vehicle: { primary: '2021 Jeep Wrangler', secondary: 'Unlimited Sport' }, icon: 'JEEP' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /2021 Jeep Wrangler\s*Unlimited Sport\s*Change/ });
    await expect(button).toHaveAttribute('data-state', 'selected');
    await expect(canvas.getByText('2021 Jeep Wrangler')).toBeVisible();
    await expect(canvas.getByText('Unlimited Sport')).toBeVisible();
    await expect(canvas.getByText('Change')).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const PrimaryLineOnly: Story = {
  args: { vehicle: { primary: '2019 Ram 1500' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /2019 Ram 1500\s*Change/ })).toBeVisible();
  },
};

/** The drawn icon fills the button's icon box: all three share one 4:3 frame, so none looks smaller. */
async function expectIconDrawn(button: HTMLElement, icon: string) {
  await expect(button).toHaveAttribute('data-icon', icon);
  const svg = button.querySelector('svg');
  await expect(svg).toHaveAttribute('data-vehicle-icon', icon);
  await expect(svg).toHaveAttribute('viewBox', '0 0 32 24');
  const box = svg!.getBoundingClientRect();
  await expect(box.width).toBeGreaterThanOrEqual(32);
  await expect(box.height).toBeGreaterThanOrEqual(24);
}

export const Jeep: Story = {
  args: { icon: 'JEEP', vehicle: { primary: '2021 Jeep Wrangler', secondary: 'Unlimited Rubicon' } },
  play: async ({ canvas }) => {
    await expectIconDrawn(canvas.getByRole('button'), 'JEEP');
  },
};

export const Bronco: Story = {
  args: { icon: 'BRONCO', vehicle: { primary: '2022 Ford Bronco', secondary: '4 Door 2.7L V6' } },
  play: async ({ canvas }) => {
    await expectIconDrawn(canvas.getByRole('button'), 'BRONCO');
  },
};

export const Truck: Story = {
  args: {
    icon: 'TRUCK',
    vehicle: { primary: '2020 Ford F-150', secondary: 'SuperCrew 5 ft 6 in bed 3.5L V6' },
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await expectIconDrawn(button, 'TRUCK');
    // The icon is decorative; the vehicle text alone names the button.
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const AllIcons: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {FITMENT_ICONS.map((icon) => (
        <FitmentButton key={icon} {...args} icon={icon} vehicle={{ primary: `${icon} vehicle` }} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const shapes = new Set<string>();
    for (const icon of FITMENT_ICONS) {
      const button = canvas.getByRole('button', { name: `${icon} vehicle Change` });
      await expectIconDrawn(button, icon);
      shapes.add(button.querySelector('svg')!.innerHTML);
    }
    // Three distinct drawings.
    await expect(shapes.size).toBe(FITMENT_ICONS.length);
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    icon: 'TRUCK',
    vehicle: {
      primary: '2020 Chevrolet Silverado 2500 HD',
      secondary: 'Crew Cab 6 ft 9 in bed 6.6L V8 Diesel',
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 288 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /2020 Chevrolet Silverado 2500 HD/ });
    // Long names are cut with an ellipsis inside the button; 'Change' and the icon stay in view.
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    const primary = canvas.getByText('2020 Chevrolet Silverado 2500 HD');
    await expect(primary.scrollWidth).toBeGreaterThan(primary.clientWidth);
    const change = canvas.getByText('Change').getBoundingClientRect();
    await expect(change.right).toBeLessThanOrEqual(button.getBoundingClientRect().right);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** The navbar's fitment image (SPEC §3 fitmentImage) in the icon's place, decorative like the icon. */
export const NavbarImage: Story = {
  args: {
    icon: 'JEEP',
    image: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 24"/%3E',
    vehicle: null,
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Select Your Vehicle' });
    await expect(button).toHaveAttribute('data-icon', 'IMAGE');
    await expect(button.querySelector('svg')).toBeNull();
    await expect(button.querySelector('img')).toHaveAttribute('alt', '');
  },
};
