import { messages } from '@nidra/shared';
import type { ReturnsReport } from '@nidra/shared/reports/returns-report.schema';
import type { AfterSalesPage, HygieneList, ReturnRequestView } from '@nidra/shared/returns/return.schema';
import { ApiError, api } from '../../../../lib/api-client.ts';
import { useMutation } from '../../../../lib/query/use-mutation.ts';
import { queryOptions, useQuery, useQueryClient } from '../../../../lib/query/use-query.tsx';
import { toast } from '../../../../ui/toast.tsx';
import { ADMIN_KEY, ADMIN_STALE_MS } from '../../admin-query.ts';

export type AfterSalesKind = 'ALL' | 'REPLACEMENT' | 'RETURN' | 'EXCHANGE';
export type AfterSalesStatus = 'OPEN' | 'CLOSED';

/** GET /api/admin/after-sales: replacements, returns and exchanges in one queue, newest first. */
const afterSalesQueryOptions = (kind: AfterSalesKind, status: AfterSalesStatus) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'after-sales', kind, status],
    queryFn: ({ signal }) =>
      api<AfterSalesPage>(`/api/admin/after-sales?kind=${kind}&status=${status}`, { signal }).then((p) => p.rows),
    staleTime: ADMIN_STALE_MS,
  });
export const useAfterSales = (kind: AfterSalesKind, status: AfterSalesStatus) =>
  useQuery(afterSalesQueryOptions(kind, status));

/** GET /api/admin/returns/:id: one return or exchange with its pieces, pickup and refund. */
export const useReturnRequest = (id: string) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'return', id],
    queryFn: ({ signal }) => api<ReturnRequestView>(`/api/admin/returns/${encodeURIComponent(id)}`, { signal }),
    staleTime: ADMIN_STALE_MS,
  });

export type ReturnStepCall =
  | { step: 'approve'; body: { pickup: 'COURIER' | 'SELF' } }
  | { step: 'reject'; body: { reason: string } }
  | { step: 'picked-up'; body: Record<string, never> }
  | { step: 'quality-check'; body: { accept: boolean; reason: string } }
  | { step: 'payout'; body: { reference: string } };

/** One staff step on a request; every back-office screen refreshes after it. */
export function useReturnStep(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (c: ReturnStepCall) =>
      api<ReturnRequestView>(`/api/admin/returns/${encodeURIComponent(id)}/${c.step}`, {
        method: 'POST',
        body: c.body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] }),
    onError: (err) => toast.error(err instanceof ApiError ? err.message : messages.unexpectedError),
  });
}

/** POST /api/admin/returns/:id/qc-photos: quality-check photos (multipart `photos`) while the check is pending. */
export function useUploadQcPhotos(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => {
      const body = new FormData();
      for (const f of files) body.append('photos', f);
      return api<ReturnRequestView>(`/api/admin/returns/${encodeURIComponent(id)}/qc-photos`, { method: 'POST', body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] }),
    onError: (err) => toast.error(err instanceof ApiError ? err.message : messages.unexpectedError),
  });
}

/** GET/PUT /api/admin/hygiene-subcategories: which subcategories are never returned or exchanged. */
export const useHygiene = () =>
  useQuery({
    queryKey: [ADMIN_KEY, 'hygiene'],
    queryFn: ({ signal }) => api<HygieneList>('/api/admin/hygiene-subcategories', { signal }),
    staleTime: ADMIN_STALE_MS,
  });
export function useSetHygiene() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { subcategoryId: string; isHygiene: boolean }) =>
      api<HygieneList>('/api/admin/hygiene-subcategories', { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_KEY, 'hygiene'] }),
    onError: (err) => toast.error(err instanceof ApiError ? err.message : messages.unexpectedError),
  });
}

/** GET /api/admin/reports/returns?month=YYYY-MM: return and exchange rates of the month's deliveries. */
export const useReturnsReport = (month: string) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'returns-report', month],
    queryFn: ({ signal }) =>
      api<ReturnsReport>(`/api/admin/reports/returns?month=${encodeURIComponent(month)}`, { signal }),
    staleTime: ADMIN_STALE_MS,
  });
