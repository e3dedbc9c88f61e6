/** The shop's name in titles (SPEC's [SITE] placeholder). */
export const SITE_NAME = 'fitkit';
