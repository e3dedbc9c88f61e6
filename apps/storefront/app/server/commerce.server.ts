import { createCommerceClient } from '@fitkit/commerce-hooks';
import { config } from './config.server';

/** The commerce client loaders use: straight to the API, not through the shop's proxy. */
export const commerce = createCommerceClient({ baseUrl: config.apiUrl, site: config.siteId });
