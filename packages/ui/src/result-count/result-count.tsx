import type { ComponentProps } from 'react';
import { cn } from '../utils/cn';

/** 'Showing 25–48 of 120 results', '1 result' or 'No results' for one page of a listing. */
export function resultCountText(total: number, page: number, pageSize: number): string {
  if (total <= 0) return 'No results';
  if (total === 1) return '1 result';
  const first = (Math.max(1, page) - 1) * pageSize + 1;
  if (pageSize <= 0 || first > total || total <= pageSize) return `${total.toLocaleString('en-US')} results`;
  const last = Math.min(total, first + pageSize - 1);
  return `Showing ${first}–${last} of ${total.toLocaleString('en-US')} results`;
}

/** Props of {@link ResultCount}. */
export type ResultCountProps = Omit<ComponentProps<'p'>, 'children'> & {
  /** Number of matching products. */
  total: number;
  /** The page shown, from 1. */
  page?: number;
  /** Products per page. */
  pageSize?: number;
};

/** How many products a listing found; announced politely when it changes after a filter. */
export function ResultCount({ total, page = 1, pageSize = 24, className, ...props }: ResultCountProps) {
  return (
    <p
      data-slot="result-count"
      data-state={total > 0 ? 'results' : 'empty'}
      aria-live="polite"
      className={cn('fk-result-count', className)}
      {...props}
    >
      {resultCountText(total, page, pageSize)}
    </p>
  );
}
