import type { CodEligibility } from '@nidra/shared/messaging/messaging.schema';
import { api } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/query/use-query.tsx';

/** GET /api/account/cod-eligibility: prepaid only after two COD orders never confirmed (ADR 0025). */
function getCodEligibility(signal?: AbortSignal): Promise<CodEligibility> {
  return api<CodEligibility>('/api/account/cod-eligibility', { signal });
}

export function useCodEligibility() {
  return useQuery({
    queryKey: ['cod-eligibility'],
    queryFn: ({ signal }) => getCodEligibility(signal),
    staleTime: 30_000,
  });
}
