/** The general error box's text (SPEC §8), shown wherever a failure has no message of its own. */
export const GENERAL_ERROR = 'Sorry, something went wrong.  Please refresh this page and try again.';
