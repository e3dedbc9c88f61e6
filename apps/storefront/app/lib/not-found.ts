/**
 * SPEC §2 and §8 both describe the 404. Chosen: §2 describes the screen, so its heading and dead-end line stay;
 * §8's texts are the 404's own message, shown between them on the error page: 'This page could not be found' for unknown routes
 * and failed page validation, 'The page you requested does not exist' for a plain 'Not Found'.
 */
export const PAGE_NOT_FOUND_TEXT = 'This page could not be found';
/** The line a 404 without its own message shows (SPEC §8); 'Not Found' itself is the 404 helper's report. */
export const DOES_NOT_EXIST_TEXT = 'The page you requested does not exist';
