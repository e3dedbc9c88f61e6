import { bloksIn } from '../search-block/requests';

/**
 * Whether a story has a fitment selector, so the host prefetches the year options on the server
 * (`commerceQueries.fitmentOptions(client, 'year', {})`): the selector then renders its years with the page,
 * before any script runs.
 */
export function hasFitmentSelector(content: unknown): boolean {
  for (const blok of bloksIn(content)) if (blok.component === 'fitment_selector') return true;
  return false;
}
