import type { SpecialLinkType } from '@fitkit/cms-blocks';

type At = { pathname: string; search: string };

/** The current URL with overlay parameters set, keeping the rest of the query. */
function withParams({ pathname, search }: At, set: Record<string, string>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(set)) params.set(name, value);
  return `${pathname}?${params}`;
}

/**
 * Where the shop navigates for a special content link (SPEC §2) from the current page: the vehicle dialog
 * (ISSD in same-day shipping mode) and the order login overlay open over the page through `mod`, ACCOUNT goes
 * to the account page. Null for the types that are not a navigation (CHAT and AFFIRM open their integration;
 * PHONE is a plain tel: link).
 */
export function specialLinkTarget(type: SpecialLinkType, at: At): string | null {
  switch (type) {
    case 'FITMENT':
      return withParams(at, { mod: 'fitment' });
    case 'ISSD':
      return withParams(at, { mod: 'fitment', fitmentMode: 'same-day' });
    case 'ORDER':
      return withParams(at, { mod: 'orderlogin' });
    case 'ACCOUNT':
      return '/account/';
    default:
      return null;
  }
}
