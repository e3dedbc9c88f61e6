/** The request timeout of SPEC §9. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Header carrying the shop's site id on cart (and checkout) calls. */
export const SITE_HEADER = 'x-site';

/** Header carrying the shopper's permId on product calls. */
export const PERM_ID_HEADER = 'x-perm-id';
