import type { AdminCart } from '@nidra/shared/admin/admin.schema';
import { api } from '../../../../lib/api-client.ts';
import { queryOptions, useQuery } from '../../../../lib/query/use-query.tsx';
import { ADMIN_KEY, ADMIN_STALE_MS } from '../../admin-query.ts';

/** GET /api/admin/carts: every non-empty cart with its owner (spec §7). */
function getActiveCarts(signal?: AbortSignal): Promise<AdminCart[]> {
  return api<AdminCart[]>('/api/admin/carts', { signal });
}

const activeCartsQueryOptions = () =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'carts'],
    queryFn: ({ signal }) => getActiveCarts(signal),
    staleTime: ADMIN_STALE_MS,
  });

export function useActiveCarts() {
  return useQuery(activeCartsQueryOptions());
}
