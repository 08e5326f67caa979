import type { SalesByMethod } from '@nidra/shared/cod/cod.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { ADMIN_KEY, ADMIN_STALE_MS } from '../../admin-query.ts';

/** GET /api/admin/sales/by-method?days=: revenue and orders per payment method (online, cash on delivery). */
export function getSalesByMethod(days: number, signal?: AbortSignal): Promise<SalesByMethod> {
  return api<SalesByMethod>(`/api/admin/sales/by-method?days=${days}`, { signal });
}

export function useSalesByMethod(days: number) {
  return useQuery(
    queryOptions({
      queryKey: [ADMIN_KEY, 'sales-by-method', days],
      queryFn: ({ signal }) => getSalesByMethod(days, signal),
      staleTime: ADMIN_STALE_MS,
    }),
  );
}
