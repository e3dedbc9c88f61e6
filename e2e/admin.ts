/** The admin account the journeys' fresh install starts with (ADMIN_EMAIL and ADMIN_PASSWORD of db:setup). */
export const E2E_ADMIN = { email: 'admin@fitkit.test', password: 'journeys admin password' } as const;
