import { type Fitment, serializeFitmentCookie, type VehiclePathParams } from '@fitkit/fitment';
import type { MiddlewareFunction, Params } from 'react-router';
import { commerceContext } from './commerce.server';
import { shopperContext } from './shopper.server';

/**
 * "Set fitment from URL params" (SPEC §7): a page whose URL names a whole vehicle (year, make and model) makes it
 * the shopper's vehicle, before any loader runs, so the header, the listing and the cookie agree on one render.
 * A vehicle that does not resolve is left to the page's loader, which answers 404.
 */
export function adoptVehicleFromUrl(
  vehicleOf: (params: Params) => VehiclePathParams | null,
): MiddlewareFunction<Response> {
  return async ({ params, context }, next) => {
    const vehicle = vehicleOf(params);
    const shopper = context.get(shopperContext);
    if (!vehicle?.modelSlug || vehicle.year === undefined) return next();
    const fitment: Fitment = { year: vehicle.year, makeSlug: vehicle.makeSlug, modelSlug: vehicle.modelSlug };
    // A saved vehicle with the same year, make and model (perhaps with body, bed or engine) is kept as it is.
    const saved = shopper.fitment;
    if (
      saved?.year === fitment.year &&
      saved.makeSlug === fitment.makeSlug &&
      saved.modelSlug === fitment.modelSlug
    ) {
      return next();
    }
    const named = await context.get(commerceContext).client.getVehicle(fitment);
    if (!named.ok) return next();
    const names = { make: named.data.make.name, model: named.data.model?.name };
    context.set(shopperContext, { ...shopper, fitment, saved: { fitment, names } });
    const response = await next();
    response.headers.append('Set-Cookie', serializeFitmentCookie(fitment, { names }));
    return response;
  };
}
