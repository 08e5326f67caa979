import type { SalesReport } from '@nidra/shared/admin/admin.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { ADMIN_KEY, ADMIN_STALE_MS } from '../../admin-query.ts';

/** The sales screen reports the last 30 days. */
export const SALES_DAYS = 30;

/** GET /api/admin/sales?days=30: paid revenue per Asia/Kolkata day, totals and top subcategories. */
export function getSalesReport(days: number, signal?: AbortSignal): Promise<SalesReport> {
  return api<SalesReport>(`/api/admin/sales?days=${days}`, { signal });
}

export const salesReportQueryOptions = (days = SALES_DAYS) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'sales', days],
    queryFn: ({ signal }) => getSalesReport(days, signal),
    staleTime: ADMIN_STALE_MS,
  });

export function useSalesReport(days = SALES_DAYS) {
  return useQuery(salesReportQueryOptions(days));
}
