import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Pagination } from './pagination';

const meta = {
  title: 'UI/Pagination',
  tags: ['responsive'],
  component: Pagination,
  args: { page: 5, pageCount: 10, hrefFor: (page: number) => `/c/bumpers/?page=${page}` },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toBeVisible();
    const current = canvas.getByRole('link', { name: 'Page 5' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '/c/bumpers/?page=5');
    await expect(canvas.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/c/bumpers/?page=4',
    );
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/c/bumpers/?page=6');
    const labels = canvas.getAllByRole('link', { name: /^Page/ }).map((link) => link.textContent);
    await expect(labels).toEqual(['1', '4', '5', '6', '10']);
    await expect(canvasElement.querySelectorAll('.fk-pagination__gap')).toHaveLength(2);
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('link', { name: 'Previous' })).toBeNull();
    await expect(canvasElement.querySelector('[aria-disabled="true"]')).toHaveTextContent('Previous');
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/c/bumpers/?page=2');
  },
};

export const LastPage: Story = {
  args: { page: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Next' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/c/bumpers/?page=9',
    );
  },
};

export const FewPages: Story = {
  args: { page: 2, pageCount: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('link', { name: /^Page/ })).toHaveLength(3);
    await expect(canvasElement.querySelector('.fk-pagination__gap')).toBeNull();
  },
};

export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
