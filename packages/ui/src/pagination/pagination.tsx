import type { ComponentProps } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { useUi } from '../provider';
import { cn } from '../utils/cn';
import { paginationItems } from './pagination-items';

/** Props of {@link Pagination}. */
export type PaginationProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are. */
  pageCount: number;
  /** The link of a page, e.g. with `page` in the query; every page is a plain link. */
  hrefFor: (page: number) => string;
  /** Pages shown on each side of the current one. */
  siblings?: number;
};

/** Previous, next and numbered page links with ellipses; nothing when there is one page. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  siblings = 1,
  className,
  'aria-label': label = 'Pagination',
  ...props
}: PaginationProps) {
  const { Link } = useUi();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const items = paginationItems(current, pageCount, siblings);
  return (
    <nav aria-label={label} data-slot="pagination" className={cn('fk-pagination', className)} {...props}>
      <ul className="fk-pagination__list">
        <li>
          {current > 1 ? (
            <Link href={hrefFor(current - 1)} rel="prev" className="fk-pagination__step fk-focusable">
              <ChevronLeftIcon />
              <span>Previous</span>
            </Link>
          ) : (
            <span className="fk-pagination__step" aria-disabled="true" data-state="disabled">
              <ChevronLeftIcon />
              <span>Previous</span>
            </span>
          )}
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            // Two gaps at most, told apart by their position.
            <li key={`gap-${index}`} className="fk-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={hrefFor(item)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={`Page ${item}`}
                data-state={item === current ? 'current' : 'idle'}
                className="fk-pagination__page fk-focusable"
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < pageCount ? (
            <Link href={hrefFor(current + 1)} rel="next" className="fk-pagination__step fk-focusable">
              <span>Next</span>
              <ChevronRightIcon />
            </Link>
          ) : (
            <span className="fk-pagination__step" aria-disabled="true" data-state="disabled">
              <span>Next</span>
              <ChevronRightIcon />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
