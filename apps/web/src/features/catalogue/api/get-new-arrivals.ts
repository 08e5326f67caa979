import { messages } from '@nidra/shared';
import type { PublicProduct } from '@nidra/shared/catalogue/catalogue.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/products/new-arrivals (no auth): the newest products (spec §7). */
export function getNewArrivals(signal?: AbortSignal): Promise<PublicProduct[]> {
  return api<PublicProduct[]>('/api/products/new-arrivals', {
    anonymous: true,
    fallback: messages.networkNotOk,
    signal,
  });
}

export const newArrivalsQueryOptions = () =>
  queryOptions({ queryKey: ['new-arrivals'], queryFn: ({ signal }) => getNewArrivals(signal), staleTime: 5 * 60_000 });

export function useNewArrivals() {
  return useQuery(newArrivalsQueryOptions());
}
