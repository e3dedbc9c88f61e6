import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { INVALID_EMAIL_MESSAGE } from '../forms';
import { Footer } from './footer';
import type { FooterProps } from './options';

const year = new Date().getFullYear();

const full: FooterProps = {
  siteName: 'Fitkit Offroad',
  splashBar: [
    {
      icon: 'PHONE',
      title: 'Talk to an expert',
      text: '1-800-555-0199',
      action: 'CALL',
      phone: '1-800-555-0199',
    },
    { icon: 'CHAT', title: 'Chat with us', text: 'Mon–Fri 8am–6pm', action: 'CHAT' },
    {
      icon: 'SHIPPING',
      title: 'Free shipping',
      text: 'On orders over $99',
      action: 'LINK',
      href: '/shipping/',
    },
    { icon: 'WARRANTY', title: 'Lifetime warranty', action: 'LINK' },
  ],
  navigation: [
    {
      title: 'Shop',
      links: [
        { text: 'Exterior', href: '/c/exterior/' },
        { text: 'Interior', href: '/c/interior/' },
      ],
    },
    {
      title: 'Help',
      links: [
        { text: 'Order Status', href: '/orderstatus/' },
        { text: 'Where to Buy', href: '/where-to-buy/' },
      ],
    },
  ],
  social: { facebook: '/social/facebook/', instagram: '/social/instagram/', youtube: '/social/youtube/' },
  newsletter: { position: 'RIGHT', text: 'Deals and new parts, first.' },
  paymentMethods: ['PAYPAL', 'AFFIRM'],
  legalLinks: [
    { text: 'Terms of Use', href: '/terms/' },
    { text: 'Privacy Policy', href: '/privacy/' },
  ],
  privacyUrl: '/privacy/',
  disclaimer: 'Prices and availability are subject to change.',
  chat: true,
};

const meta = {
  title: 'UI/Footer',
  tags: ['responsive'],
  component: Footer,
  args: { ...full, onChat: fn(), onSubscribe: fn(async () => null), onSubscribed: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

function rectOf(element: Element) {
  return element.getBoundingClientRect();
}

export const Desktop: Story = {
  play: async ({ canvas, args }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveAttribute('data-state', 'full');
    // Splash bar: a call link, a chat button, a link, and an item that only informs.
    const splash = within(canvas.getByRole('region', { name: 'Customer service' }));
    await expect(splash.getByRole('link', { name: /Talk to an expert/ })).toHaveAttribute(
      'href',
      'tel:18005550199',
    );
    await userEvent.click(splash.getByRole('button', { name: /Chat with us/ }));
    await expect(args.onChat).toHaveBeenCalledOnce();
    await expect(splash.getByRole('link', { name: /Free shipping/ })).toHaveAttribute('href', '/shipping/');
    await expect(splash.getByText('Lifetime warranty').closest('a, button')).toBeNull();
    // 'Live Chat' is for small screens only.
    await expect(splash.getByRole('button', { name: 'Live Chat', hidden: true })).not.toBeVisible();
    // Groups are open on desktop, with plain headings.
    const nav = within(canvas.getByRole('navigation', { name: 'Footer' }));
    await expect(nav.getByRole('heading', { level: 2, name: 'Shop' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Exterior' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Where to Buy' })).toHaveAttribute('href', '/where-to-buy/');
    await expect(nav.queryByRole('button')).toBeNull();
    // Newsletter on the right of the groups.
    const form = canvas.getByRole('heading', { name: 'GET ON THE LIST' }).closest('form') as HTMLFormElement;
    await expect(canvas.getByText('Deals and new parts, first.')).toBeVisible();
    await expect(rectOf(form).left).toBeGreaterThan(
      rectOf(canvas.getByRole('navigation', { name: 'Footer' })).left,
    );
    // Social links in footer order, named for the shop, opening a new tab.
    const social = within(canvas.getByRole('list', { name: 'Follow us' }));
    const socialLinks = social.getAllByRole('link');
    await expect(socialLinks.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Fitkit Offroad on Facebook',
      'Fitkit Offroad on Instagram',
      'Fitkit Offroad on YouTube',
    ]);
    await expect(socialLinks[0]).toHaveAttribute('target', '_blank');
    // The four cards plus the enabled methods.
    const payments = within(canvas.getByRole('list', { name: 'Payment methods we accept' }));
    await expect(payments.getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
      'Discover',
      'PayPal',
      'Affirm',
    ]);
    await expect(canvas.getByText(`© ${year} Fitkit Offroad`)).toBeVisible();
    const legal = within(canvas.getByRole('navigation', { name: 'Legal' }));
    await expect(legal.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Terms of Use',
      'Privacy Policy',
      'Do Not Sell My Personal Information',
    ]);
    await expect(legal.getByRole('link', { name: 'Do Not Sell My Personal Information' })).toHaveAttribute(
      'href',
      '/do-not-sell-my-personal-information/',
    );
    await expect(canvas.getByText('Prices and availability are subject to change.')).toBeVisible();
  },
};

export const NewsletterLeft: Story = {
  args: { newsletter: { position: 'LEFT' } },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('heading', { name: 'GET ON THE LIST' }).closest('form') as HTMLFormElement;
    const nav = canvas.getByRole('navigation', { name: 'Footer' });
    await expect(rectOf(form).right).toBeLessThanOrEqual(rectOf(nav).left);
    // Reading order follows the layout.
    await expect(form.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const NewsletterSignUp: Story = {
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'nope');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(canvas.getByText(INVALID_EMAIL_MESSAGE)).toBeVisible();
    await userEvent.clear(email);
    await userEvent.type(email, 'shopper@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(args.onSubscribed).toHaveBeenCalledWith({
        formName: 'email-subscribe',
        email: 'shopper@example.com',
      }),
    );
  },
};

export const NewsletterErrorAfterPost: Story = {
  args: { newsletterError: INVALID_EMAIL_MESSAGE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      INVALID_EMAIL_MESSAGE,
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, args }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Footer' }));
    // Groups start collapsed behind disclosure buttons.
    const shop = nav.getByRole('button', { name: 'Shop' });
    await expect(shop).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Exterior', hidden: true })).not.toBeVisible();
    await userEvent.click(shop);
    await expect(shop).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Exterior' })).toBeVisible();
    // The other group stays closed; the first closes again.
    await expect(nav.getByRole('button', { name: 'Help' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(shop);
    await expect(nav.getByRole('link', { name: 'Exterior', hidden: true })).not.toBeVisible();
    // Keyboard works too.
    nav.getByRole('button', { name: 'Help' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(nav.getByRole('link', { name: 'Order Status' })).toBeVisible();
    // 'Live Chat' shows on small screens when chat is on.
    const liveChat = canvas.getByRole('button', { name: 'Live Chat' });
    await expect(liveChat).toBeVisible();
    await userEvent.click(liveChat);
    await expect(args.onChat).toHaveBeenCalledOnce();
    await expect(rectOf(shop).height).toBeGreaterThanOrEqual(44);
  },
};

export const ChatOff: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { chat: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Live Chat' })).toBeNull();
    // The chat item only informs while chat is off.
    await expect(canvas.getByText('Chat with us').closest('a, button')).toBeNull();
  },
};

export const SimpleMode: Story = {
  args: { simple: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toHaveAttribute('data-state', 'simple');
    await expect(canvas.queryByRole('navigation', { name: 'Footer' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'GET ON THE LIST' })).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Follow us' })).toBeNull();
    const legal = within(canvas.getByRole('navigation', { name: 'Legal' }));
    await expect(
      legal.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Do Not Sell My Personal Information', '/do-not-sell-my-personal-information/'],
      ['Privacy Policy', '/privacy/'],
    ]);
    await expect(canvas.getByText(`© ${year} Fitkit Offroad`)).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Payment methods we accept' })).toBeVisible();
  },
};

export const Minimal: Story = {
  args: {
    splashBar: [],
    navigation: [],
    social: {},
    newsletter: null,
    paymentMethods: [],
    legalLinks: [],
    disclaimer: undefined,
    chat: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Customer service' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'GET ON THE LIST' })).toBeNull();
    const payments = within(canvas.getByRole('list', { name: 'Payment methods we accept' }));
    await expect(payments.getAllByRole('img')).toHaveLength(4);
    const legal = within(canvas.getByRole('navigation', { name: 'Legal' }));
    await expect(legal.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Do Not Sell My Personal Information',
    ]);
  },
};

export const EveryPaymentMethod: Story = {
  args: { paymentMethods: ['AFFIRM', 'APPLE_PAY', 'GOOGLE_PAY', 'PAYPAL_CREDIT', 'PAYPAL'] },
  play: async ({ canvas }) => {
    const payments = within(canvas.getByRole('list', { name: 'Payment methods we accept' }));
    await expect(payments.getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
      'Discover',
      'PayPal',
      'PayPal Credit',
      'Google Pay',
      'Apple Pay',
      'Affirm',
    ]);
  },
};
