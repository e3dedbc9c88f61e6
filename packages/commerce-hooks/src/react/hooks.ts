import type { PartialFitment } from '@fitkit/fitment';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { CommerceRequestError } from '../client/errors';
import type {
  Cart,
  Catalogue,
  CatalogueParams,
  FitmentOptions,
  FitmentOptionType,
  GlobalId,
  ProductLine,
  ProductParams,
  Vehicle,
  VehicleParams,
} from '../client/types';
import { commerceQueries } from '../query/queries';
import { useCommerceClient } from './provider';

/** The shopper's global id; idle while the permId is unknown. */
export function useGlobalId(
  permId: string | null | undefined,
): UseQueryResult<GlobalId, CommerceRequestError> {
  const client = useCommerceClient();
  return useQuery({ ...commerceQueries.globalId(client, permId ?? ''), enabled: Boolean(permId) });
}

/** Options of a fitment select given the vehicle so far. */
export function useFitmentOptions(
  type: FitmentOptionType,
  fitment: PartialFitment,
  options: { enabled?: boolean } = {},
): UseQueryResult<FitmentOptions, CommerceRequestError> {
  const client = useCommerceClient();
  return useQuery({
    ...commerceQueries.fitmentOptions(client, type, fitment),
    enabled: options.enabled ?? true,
  });
}

/** A vehicle's names; idle while params is null. */
export function useVehicle(params: VehicleParams | null): UseQueryResult<Vehicle, CommerceRequestError> {
  const client = useCommerceClient();
  return useQuery({
    ...commerceQueries.vehicle(client, params ?? { makeSlug: '' }),
    enabled: params !== null && params.makeSlug !== '',
  });
}

/** A catalogue page; idle while params is null. */
export function useCatalogue(
  params: CatalogueParams | null,
): UseQueryResult<Catalogue, CommerceRequestError> {
  const client = useCommerceClient();
  return useQuery({
    ...commerceQueries.catalogue(client, params ?? { route: 'category' }),
    enabled: params !== null,
  });
}

/** A product line for a SKU and vehicle; idle while the slug is empty. */
export function useProduct(
  slug: string | null | undefined,
  params: ProductParams = {},
  options: { permId?: string } = {},
): UseQueryResult<ProductLine, CommerceRequestError> {
  const client = useCommerceClient();
  return useQuery({
    ...commerceQueries.product(client, slug ?? '', params, options),
    enabled: Boolean(slug),
  });
}

/** The shopper's cart; idle while the permId is unknown. */
export function useCart(permId: string | null | undefined): UseQueryResult<Cart, CommerceRequestError> {
  const client = useCommerceClient();
  return useQuery({ ...commerceQueries.cart(client, permId ?? ''), enabled: Boolean(permId) });
}
