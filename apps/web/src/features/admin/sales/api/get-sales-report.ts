import type { SalesReport } from '@nidra/shared/admin/admin.schema';
import { api } from '../../../../lib/api-client.ts';
import { queryOptions, useQuery } from '../../../../lib/query/use-query.tsx';
import { ADMIN_KEY, ADMIN_STALE_MS } from '../../admin-query.ts';

/** The sales screen reports the last 30 days unless a range is chosen. */
export const SALES_DAYS = 30;

/** Calendar dates YYYY-MM-DD (Asia/Kolkata), both included. */
export type SalesRange = { from: string; to: string };

const salesUrl = (range?: SalesRange) =>
  range
    ? `/api/admin/sales?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`
    : `/api/admin/sales?days=${SALES_DAYS}`;

/** GET /api/admin/sales: paid revenue per Asia/Kolkata day, totals and top subcategories. */
function getSalesReport(range: SalesRange | undefined, signal?: AbortSignal): Promise<SalesReport> {
  return api<SalesReport>(salesUrl(range), { signal });
}

const salesReportQueryOptions = (range?: SalesRange) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'sales', range ?? SALES_DAYS],
    queryFn: ({ signal }) => getSalesReport(range, signal),
    staleTime: ADMIN_STALE_MS,
  });

export function useSalesReport(range?: SalesRange) {
  return useQuery(salesReportQueryOptions(range));
}
