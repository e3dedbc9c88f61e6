import type { CommerceError } from '@fitkit/commerce-hooks';
import { data } from 'react-router';

type Result<T> = { ok: true; data: T } | { ok: false; error: CommerceError };

/**
 * The data of an API result, or the route error the shopper should see: the API's 404 becomes the shop's
 * 404 page; anything else is an 'Internal Error' page with a status of 500 (SPEC §8), showing the API's message
 * only when the API marked it as written for shoppers (`forShopper`), else `failure`: no internals leak.
 */
export function dataOr404<T>(
  result: Result<T>,
  failure = 'There was a problem loading this page. Please refresh to try again.',
): T {
  if (result.ok) return result.data;
  // A URL whose filters or vehicle the API refuses (400), whose segment is over-long (414) or that the API does
  // not know (404) names no page of ours.
  if (result.error.kind === 'http' && [400, 404, 414].includes(result.error.status)) {
    throw data('Not Found', { status: 404 });
  }
  const { error } = result;
  throw data(error.kind === 'http' && error.forShopper ? error.message : failure, { status: 500 });
}
