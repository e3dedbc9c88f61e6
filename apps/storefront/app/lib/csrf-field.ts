/** The form field a private page's forms carry their CSRF token in (the server half is `csrf.server.ts`). */
export const CSRF_FIELD = 'csrfToken';
