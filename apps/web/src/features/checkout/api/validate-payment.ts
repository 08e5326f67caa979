import type { ValidatePaymentResponse } from '@nidra/shared/orders/order.schema';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';

/** GET /api/payment/validate/{transactionId}: applies the provider's verdict once and reports it. */
export function validatePayment(transactionId: string): Promise<ValidatePaymentResponse> {
  return api<ValidatePaymentResponse>(`/api/payment/validate/${encodeURIComponent(transactionId)}`);
}

/** The provider may still be deciding when the shopper comes back; ask again a few times. */
const UNDECIDED = new Set(['PENDING', 'PAYMENT_INITIATED']);
const POLL_MS = 3_000;
const MAX_POLLS = 10;

function isUndecided(data: ValidatePaymentResponse | undefined, polls: number): boolean {
  return Boolean(data && !data.success && UNDECIDED.has(data.status) && polls < MAX_POLLS);
}

export const validatePaymentQueryOptions = (transactionId: string) =>
  queryOptions({
    queryKey: ['payment-validation', transactionId],
    queryFn: () => validatePayment(transactionId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    refetchInterval: (query) => (isUndecided(query.state.data, query.state.dataUpdateCount) ? POLL_MS : false),
  });

export type PaymentOutcome =
  | { state: 'validating' }
  | { state: 'success'; orderNumber: number }
  | { state: 'failed' }
  | { state: 'error' };

/** The payment result page's state; once decided, the cart and orders are read afresh. */
export function usePaymentOutcome(transactionId: string | null): PaymentOutcome {
  const queryClient = useQueryClient();
  const options = validatePaymentQueryOptions(transactionId ?? '');
  const { data, error } = useQuery({ ...options, enabled: Boolean(transactionId) });
  const polls = queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  const outcome = toOutcome(transactionId, data, error, polls);
  useEffect(() => {
    if (outcome.state === 'validating') return;
    void queryClient.invalidateQueries({ queryKey: ['cart'] });
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
  }, [outcome.state, queryClient]);
  return outcome;
}

function toOutcome(
  transactionId: string | null,
  data: ValidatePaymentResponse | undefined,
  error: Error | null,
  polls: number,
): PaymentOutcome {
  if (!transactionId || error) return { state: 'error' };
  if (!data) return { state: 'validating' };
  if (data.success) return { state: 'success', orderNumber: data.orderNumber };
  if (isUndecided(data, polls)) return { state: 'validating' };
  return { state: 'failed' };
}
