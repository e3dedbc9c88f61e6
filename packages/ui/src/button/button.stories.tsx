import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';
import { BUTTON_COLORS, BUTTON_ICONS, BUTTON_SIZES, BUTTON_STYLES, BUTTON_TYPES } from './options';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Add to Cart', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_STYLES },
    color: { control: 'select', options: BUTTON_COLORS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
    icon: { control: 'inline-radio', options: [undefined, ...BUTTON_ICONS] },
    type: { control: 'inline-radio', options: BUTTON_TYPES },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to Cart' });
    await expect(button).toHaveAttribute('type', 'button');
    await expect(button).toHaveAttribute('data-variant', 'SOLID');
    await expect(button).toHaveAttribute('data-color', 'PRIMARY');
    await expect(button).toHaveAttribute('data-size', 'NORMAL');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every style and colour; WHITE sits on a dark strip because that is where editors use it. */
export const StyleColourMatrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {BUTTON_STYLES.map((variant) => (
        <div key={variant} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {BUTTON_COLORS.map((color) => {
            const button = (
              <Button {...args} key={color} variant={variant} color={color}>
                {`${variant} ${color}`}
              </Button>
            );
            return color === 'WHITE' ? (
              <div key={color} style={{ background: '#111827', padding: 4, borderRadius: 8 }}>
                {button}
              </div>
            ) : (
              button
            );
          })}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const variant of BUTTON_STYLES) {
      for (const color of BUTTON_COLORS) {
        const button = canvas.getByRole('button', { name: `${variant} ${color}` });
        const slug = color.toLowerCase().replaceAll('_', '-');
        await expect(button).toHaveClass(
          'fk-button',
          `fk-button--${variant.toLowerCase()}`,
          `fk-button--${slug}`,
        );
        await expect(button).toHaveAttribute('data-color', color);
      }
    }
    // Solid and outline must look different: solid fills with the colour, outline stays transparent.
    const solid = getComputedStyle(canvas.getByRole('button', { name: 'SOLID PRIMARY' }));
    const outline = getComputedStyle(canvas.getByRole('button', { name: 'OUTLINE PRIMARY' }));
    await expect(solid.backgroundColor).toBe('rgb(29, 78, 216)');
    await expect(outline.backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(outline.color).toBe('rgb(29, 78, 216)');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      {BUTTON_SIZES.map((size) => (
        <Button {...args} key={size} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = BUTTON_SIZES.map((size) => canvas.getByRole('button', { name: size }).offsetHeight);
    // Each size is strictly taller than the one before it.
    for (let i = 1; i < heights.length; i++) {
      await expect(heights[i]!).toBeGreaterThan(heights[i - 1]!);
    }
    await expect(canvas.getByRole('button', { name: 'NORMAL' }).offsetHeight).toBeGreaterThanOrEqual(44);
  },
};

export const Icons: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {BUTTON_ICONS.map((icon) => (
        <Button {...args} key={icon} icon={icon}>
          {icon}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const icon of BUTTON_ICONS) {
      const button = canvas.getByRole('button', { name: icon });
      const svg = button.querySelector(`svg[data-icon="${icon}"]`);
      await expect(svg).not.toBeNull();
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
    // The arrow points onward, so it trails the label; the others lead it.
    const arrow = canvas.getByRole('button', { name: 'ARROW' }).querySelector('.fk-button__content');
    await expect(arrow?.lastElementChild?.tagName.toLowerCase()).toBe('svg');
    const padlock = canvas.getByRole('button', { name: 'PADLOCK' }).querySelector('.fk-button__content');
    await expect(padlock?.firstElementChild?.tagName.toLowerCase()).toBe('svg');
  },
};

export const Padlock: Story = {
  args: { icon: 'PADLOCK', color: 'ACTION', size: 'LARGE', children: 'Secure Checkout' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Secure Checkout' });
    await expect(button.querySelector('svg[data-icon="PADLOCK"]')).not.toBeNull();
    await expect(button).toHaveClass('fk-button--action', 'fk-button--large');
  },
};

export const Outline: Story = {
  args: { variant: 'OUTLINE', color: 'GRAY_DARKEST', children: 'Continue Shopping' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Continue Shopping' });
    await expect(button).toHaveAttribute('data-variant', 'OUTLINE');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Waiting: Story = {
  args: { waiting: true, icon: 'SAVE', children: 'Save Vehicle' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save Vehicle' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('data-state', 'waiting');
    await expect(button.querySelector('.fk-button__spinner')).not.toBeNull();
    // The label is hidden but still takes its room, so the button does not change size.
    const content = button.querySelector('.fk-button__content') as HTMLElement;
    await expect(getComputedStyle(content).opacity).toBe('0');
    await expect(content.offsetWidth).toBeGreaterThan(0);
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Shop Now' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Shop Now' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('data-state', 'disabled');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

const submitted = fn();

export const SubmitInForm: Story = {
  args: { type: 'submit', children: 'Subscribe', onClick: undefined },
  render: (args) => (
    <form
      aria-label="Newsletter"
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
    >
      <Button {...args} />
    </form>
  ),
  play: async ({ canvas }) => {
    submitted.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(submitted).toHaveBeenCalledOnce();
  },
};

export const AsLink: Story = {
  args: { asChild: true, color: 'SECONDARY', icon: 'ARROW', children: undefined },
  render: (args) => (
    <Button {...args}>
      <a href="#cart">View Cart</a>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View Cart' });
    await expect(link).toHaveClass('fk-button', 'fk-button--secondary');
    await expect(link).toHaveAttribute('data-slot', 'button');
    link.focus();
    await expect(link).toHaveFocus();
  },
};
