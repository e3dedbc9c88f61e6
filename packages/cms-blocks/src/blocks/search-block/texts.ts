/** What editors see where a search block finds nothing (shoppers see nothing). */
export const SEARCH_BLOCK_EMPTY_TEXT = 'No products match this search block.';
