import type { TaxSummary } from '@nidra/shared/reports/tax-summary.schema';
import { api, apiBlob } from '../../../../lib/api-client.ts';
import { useMutation } from '../../../../lib/query/use-mutation.ts';
import { queryOptions, useQuery } from '../../../../lib/query/use-query.tsx';
import { saveBlob } from '../../../../lib/save-blob.ts';
import { ADMIN_KEY, ADMIN_STALE_MS } from '../../admin-query.ts';

const query = (month: string) => `month=${encodeURIComponent(month)}`;

/** GET /api/admin/reports/tax-summary?month=YYYY-MM: invoices less credit notes by state and rate. */
const taxSummaryQueryOptions = (month: string) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'tax-summary', month],
    queryFn: ({ signal }) => api<TaxSummary>(`/api/admin/reports/tax-summary?${query(month)}`, { signal }),
    staleTime: ADMIN_STALE_MS,
  });

export const useTaxSummary = (month: string) => useQuery(taxSummaryQueryOptions(month));

/** Saves the month's summary as gstr1-b2cs-YYYY-MM.csv. */
export function useDownloadTaxSummary() {
  return useMutation({
    mutationFn: async (month: string) => {
      saveBlob(await apiBlob(`/api/admin/reports/tax-summary.csv?${query(month)}`), `gstr1-b2cs-${month}.csv`);
    },
  });
}
