import type { SalesByMethod } from '@nidra/shared/cod/cod.schema';
import { api } from '../../../../lib/api-client.ts';
import { queryOptions, useQuery } from '../../../../lib/query/use-query.tsx';
import { ADMIN_KEY, ADMIN_STALE_MS } from '../../admin-query.ts';
import { SALES_DAYS, type SalesRange } from './get-sales-report.ts';

const byMethodUrl = (range?: SalesRange) =>
  range
    ? `/api/admin/sales/by-method?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`
    : `/api/admin/sales/by-method?days=${SALES_DAYS}`;

/** GET /api/admin/sales/by-method: revenue and orders per payment method over the Sales screen's days. */
function getSalesByMethod(range: SalesRange | undefined, signal?: AbortSignal): Promise<SalesByMethod> {
  return api<SalesByMethod>(byMethodUrl(range), { signal });
}

export function useSalesByMethod(range?: SalesRange) {
  return useQuery(
    queryOptions({
      queryKey: [ADMIN_KEY, 'sales-by-method', range ?? SALES_DAYS],
      queryFn: ({ signal }) => getSalesByMethod(range, signal),
      staleTime: ADMIN_STALE_MS,
    }),
  );
}
