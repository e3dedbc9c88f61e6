import type { MiddlewareFunction } from 'react-router';
import { PROMO_CODE_PARAM, promoAnswerCode, promoFlashCookie } from '../lib/promo-code';
import { sameOriginPath } from '../lib/redirect-target';
import { commerceContext } from './commerce.server';
import { declarePage } from './page-kind.server';
import { shopperContext } from './shopper.server';

/** Longer codes are not ours: they are refused without asking the API. */
const MAX_PROMO_CODE_LENGTH = 64;

/**
 * The page a request is for: a client navigation's data request (`/x/_.data`, `/x.data`) names its page without
 * the suffix and with React Router's `_routes` parameter, which the page's URL never carries.
 */
function pageUrlOf(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.endsWith('/_.data')
    ? url.pathname.slice(0, -'_.data'.length)
    : url.pathname.replace(/\.data$/, '');
  url.searchParams.delete('_routes');
  return url;
}

/**
 * `?promoCode=` on any page (SPEC §2): applies the code to the shopper's checkout and answers 303 to the same URL
 * without it, the other parameters kept; the outcome travels in the flash cookie (see PromoCodeFlash). The answer
 * is private and never stored. A code the API refuses, a rate limit or an API outage all end as 'not valid': the
 * page itself always loads. Runs after commerceMiddleware (the shopper's permId and the request's client).
 */
export const promoCodeMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const page = pageUrlOf(request);
  const promoCode = page.searchParams.get(PROMO_CODE_PARAM);
  if (promoCode === null || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
  declarePage(context, 'private');
  page.searchParams.delete(PROMO_CODE_PARAM);
  const location = sameOriginPath(`${page.pathname.replace(/^\/+/, '/')}${page.search}`);
  const asked = promoCode.trim();
  if (asked === '') return new Response(null, { status: 303, headers: { Location: location } });
  const result =
    asked.length > MAX_PROMO_CODE_LENGTH
      ? null
      : await context.get(commerceContext).client.applyPromoCode(context.get(shopperContext).permId, asked);
  const code = result ? promoAnswerCode(result) : 'PROMO_CODE_NOT_VALID';
  const headers = new Headers({ Location: location });
  headers.append('Set-Cookie', promoFlashCookie({ code, promoCode: asked.slice(0, MAX_PROMO_CODE_LENGTH) }));
  return new Response(null, { status: 303, headers });
};
