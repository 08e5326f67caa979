import type { Stats } from '@nidra/shared/admin/admin.schema';
import { api } from '../../../../lib/api-client.ts';
import { queryOptions, useQuery } from '../../../../lib/query/use-query.tsx';
import { ADMIN_KEY, ADMIN_STALE_MS } from '../../admin-query.ts';

/** GET /api/stats: the dashboard cards (spec §7). */
function getStats(signal?: AbortSignal): Promise<Stats> {
  return api<Stats>('/api/stats', { signal });
}

const statsQueryOptions = () =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'stats'],
    queryFn: ({ signal }) => getStats(signal),
    staleTime: ADMIN_STALE_MS,
  });

export function useStats() {
  return useQuery(statsQueryOptions());
}
