export { searchBlockRequests } from './requests';
export type { SearchBlockBlok } from './schema';
export { SEARCH_BLOCK_DEFAULT_COUNT, SEARCH_BLOCK_MAX_COUNT, searchBlockSchema } from './schema';
export { SearchBlockBlock } from './search-block';
export type { SearchBlockQuery } from './search-params';
export { searchBlockParams } from './search-params';
export { SEARCH_BLOCK_EMPTY_TEXT } from './texts';
export { DEVICE_CHANGE_REFETCH_MS, useRefetchAfterDeviceChange } from './use-device-refetch';
