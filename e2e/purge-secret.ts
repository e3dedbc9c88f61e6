/** The purge hook's secret in the journeys' shop (PURGE_SECRET), so a journey can purge kept pages. */
export const E2E_PURGE_SECRET = 'journeys purge secret';
