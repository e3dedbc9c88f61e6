import type { FitmentOptionsLoader } from '@fitkit/fitment';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createFitmentOptionsLoader } from '../query/fitment-loader';
import { useCommerceClient } from './provider';

/** The fitment cascade loader for the client and QueryClient in context (stable between renders). */
export function useFitmentOptionsLoader(): FitmentOptionsLoader {
  const client = useCommerceClient();
  const queryClient = useQueryClient();
  return useMemo(() => createFitmentOptionsLoader(client, queryClient), [client, queryClient]);
}
