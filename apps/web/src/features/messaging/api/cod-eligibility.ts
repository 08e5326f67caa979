import type { CodEligibility } from '@nidra/shared/messaging/messaging.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

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
