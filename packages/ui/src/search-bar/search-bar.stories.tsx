import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SearchBar, type SearchProductSuggestion } from './search-bar';

const products: SearchProductSuggestion[] = [
  {
    name: 'Trail Armor Front Bumper',
    href: '/p/trail-armor-front-bumper/',
    image: { key: 'img-bumper', filename: 'bumper.jpg' },
    price: 89999,
  },
  {
    name: 'Summit 10,000 lb Winch',
    href: '/p/summit-winch/',
    image: { key: 'img-winch', filename: 'winch.jpg' },
    price: null,
  },
];
const queries = [{ text: 'front bumper' }, { text: 'front bumper lights' }];

const meta = {
  title: 'UI/SearchBar',
  component: SearchBar,
  args: {
    onQueryChange: fn(),
    onSubmit: fn(),
    onClose: fn(),
    onSelectProduct: fn(),
    querySuggestions: queries,
    productSuggestions: products,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (element: HTMLElement) => element.querySelector('[data-slot="search-bar"]');

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'Search' });
    await expect(input).toHaveAttribute('placeholder', 'Search Parts & Accessories');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input.getBoundingClientRect().height).toBe(45);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'inactive');
    await expect(canvasElement.querySelector('[data-slot="search-overlay"]')).toBeNull();
  },
};

export const ThemedPlaceholder: Story = {
  args: { placeholder: 'Search Jeep Parts' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveAttribute('placeholder', 'Search Jeep Parts');
  },
};

export const WithVehicle: Story = {
  args: { vehicleName: '2021 Jeep Wrangler' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveAttribute(
      'placeholder',
      'Search 2021 Jeep Wrangler Parts',
    );
  },
};

export const WorksWithoutJavaScript: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('search');
    await expect(form).toHaveAttribute('action', '/search/');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(canvas.getByRole('combobox')).toHaveAttribute('name', 'q');
  },
};

export const FocusOpensPanelAndOverlay: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.click(input);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'active');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
    await expect(canvas.getAllByRole('option')).toHaveLength(4);
    await expect(canvas.getByRole('option', { name: /Trail Armor Front Bumper/ })).toHaveTextContent(
      '$899.99',
    );
    await expect(canvas.getByRole('option', { name: /Summit/ })).toHaveTextContent('$###.##');
    await expect(canvasElement.querySelector('[data-slot="search-overlay"]')).toBeVisible();
  },
};

export const TypingReportsTheQuery: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'bum');
    await expect(args.onQueryChange).toHaveBeenCalledTimes(3);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('bum');
  },
};

export const EscapeClosesAndClears: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'winch');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'inactive');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
    await expect(args.onClose).toHaveBeenCalledOnce();
    // Typing again reopens it.
    await userEvent.type(input, 'w');
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'active');
  },
};

export const EnterSubmitsTrimmed: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole('combobox'), '  rock sliders  {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('rock sliders');
    await expect(canvas.getByRole('combobox')).toHaveValue('rock sliders');
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'inactive');
  },
};

export const NativeGetSubmitsTrimmed: Story = {
  args: { onSubmit: undefined },
  play: async ({ canvas, canvasElement }) => {
    const window = canvasElement.ownerDocument.defaultView!;
    const sent: string[] = [];
    // Stands in for the browser's navigation: record what the GET would send, then stop it.
    const record = (event: Event) => {
      if (event.defaultPrevented) return;
      sent.push(new URLSearchParams(new FormData(event.target as HTMLFormElement) as never).toString());
      event.preventDefault();
    };
    window.addEventListener('submit', record);
    try {
      await userEvent.type(canvas.getByRole('combobox'), '  tail lights {Enter}');
      await expect(sent).toEqual(['q=tail+lights']);
      // An empty query is stopped before the browser sees it.
      await userEvent.clear(canvas.getByRole('combobox'));
      await userEvent.type(canvas.getByRole('combobox'), '  {Enter}');
      await expect(sent).toHaveLength(1);
    } finally {
      window.removeEventListener('submit', record);
    }
  },
};

export const EmptyQueryDoesNothing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox'), '   {Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The page was not navigated away by a native submit either: the story is still here.
    await expect(canvas.getByRole('combobox')).toHaveValue('   ');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    const options = canvas.getAllByRole('option');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[3]!.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('front bumper lights');
    await expect(input).toHaveValue('front bumper lights');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
  },
};

export const ChoosingAProduct: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelectProduct).toHaveBeenCalledOnce();
    await expect(args.onSelectProduct).toHaveBeenCalledWith(products[0]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(input);
    await userEvent.click(canvas.getByRole('option', { name: /Summit/ }));
    await expect(args.onSelectProduct).toHaveBeenLastCalledWith(products[1]);
  },
};

export const Loading: Story = {
  args: { loading: true, querySuggestions: [], productSuggestions: [] },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'lig');
    await expect(input).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching…');
  },
};

export const NoSuggestionsKeepsPanelClosed: Story = {
  args: { querySuggestions: [], productSuggestions: [] },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.click(input);
    // Active (overlay shown) but there is nothing to list.
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'active');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvasElement.querySelector('[data-slot="search-panel"]')).not.toBeVisible();
  },
};

export const OverlayClickCloses: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'light bar');
    const overlay = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-slot="search-overlay"]')!;
    await userEvent.click(overlay, { skipHover: true });
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'inactive');
    await expect(canvas.getByRole('combobox')).toHaveValue('light bar');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const DesktopSubmitButton: Story = {
  args: { layout: 'desktop' },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'tonneau');
    await expect(canvasElement.querySelector('.fk-search__close')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit search' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('tonneau');
  },
};

export const CompactCloseButton: Story = {
  args: { layout: 'compact' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Close search' })).toBeNull();
    await expect(canvasElement.querySelector('.fk-search__submit')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('combobox'));
    const close = canvas.getByRole('button', { name: 'Close search' });
    await expect(close).toBeVisible();
    await userEvent.click(close);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'inactive');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const RouteChangeClears: Story = {
  render: function Render(args) {
    const [route, setRoute] = useState({ key: 'a', search: false });
    return (
      <>
        <SearchBar {...args} routeKey={route.key} isSearchRoute={route.search} />
        <button type="button" onClick={() => setRoute({ key: 'b', search: true })}>
          Go to search
        </button>
        <button type="button" onClick={() => setRoute({ key: 'c', search: false })}>
          Go to category
        </button>
      </>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'grille');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to search' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    await expect(input).toHaveValue('grille');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to category' }));
    await waitFor(() => expect(input).toHaveValue(''));
  },
};

export const SearchPageQuery: Story = {
  args: { defaultQuery: 'winch' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveValue('winch');
  },
};
