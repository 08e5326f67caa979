import { RESERVATION_MINUTES } from '@nidra/shared';
import type { ValidatePaymentResponse } from '@nidra/shared/orders/order.schema';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import type { Query } from '../../../lib/query/query.ts';
import { queryOptions, useQuery, useQueryClient } from '../../../lib/query/use-query.tsx';

/** GET /api/payment/validate/{transactionId}: applies the provider's verdict once and reports it. */
function validatePayment(transactionId: string): Promise<ValidatePaymentResponse> {
  return api<ValidatePaymentResponse>(`/api/payment/validate/${encodeURIComponent(transactionId)}`);
}

/**
 * The provider may still be deciding when the shopper comes back (the server answers success:false,
 * status PAYMENT_INITIATED). Ask often for the first ~30 s ('Validating Payment...'), then, showing
 * the pending state, less often until the payment would have expired (RESERVATION_MINUTES).
 * Never show a pending payment as failed: a second payment could start while the first completes.
 */
export const FAST_POLL_MS = 3_000;
export const FAST_POLLS = 10;
export const SLOW_POLL_MS = 15_000;
const SLOW_POLLS = Math.ceil((RESERVATION_MINUTES * 60_000) / SLOW_POLL_MS);

const isPending = (data: ValidatePaymentResponse | undefined) =>
  Boolean(data && !data.success && data.status === 'PAYMENT_INITIATED');

/** Answers so far, failed checks included: the schedule moves on even while checks fail. */
const answers = (state: Query<ValidatePaymentResponse, Error>['state'] | undefined) =>
  (state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0);

function nextPollMs(query: Query<ValidatePaymentResponse, Error>): number | false {
  if (!isPending(query.state.data)) return false;
  const polls = answers(query.state);
  if (polls < FAST_POLLS) return FAST_POLL_MS;
  return polls < FAST_POLLS + SLOW_POLLS ? SLOW_POLL_MS : false;
}

const validatePaymentQueryOptions = (transactionId: string) =>
  queryOptions({
    queryKey: ['payment-validation', transactionId],
    queryFn: () => validatePayment(transactionId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    refetchInterval: nextPollMs,
    // Each poll's answer is a new object, so the page re-renders per poll and can count them.
    structuralSharing: false,
  });

type PaymentOutcome =
  | { state: 'validating' }
  | { state: 'pending' }
  | { state: 'success'; orderNumber: number }
  | { state: 'failed' }
  | { state: 'error' };

/** The payment result page's state; once final, the cart and orders are read afresh. */
export function usePaymentOutcome(transactionId: string | null) {
  const queryClient = useQueryClient();
  const options = validatePaymentQueryOptions(transactionId ?? '');
  const { data, error, refetch, isFetching } = useQuery({
    ...options,
    enabled: Boolean(transactionId),
  });
  const polls = answers(queryClient.getQueryState(options.queryKey));
  const outcome = toOutcome(transactionId, data, error, polls);
  const isFinal = outcome.state !== 'validating' && outcome.state !== 'pending';
  useEffect(() => {
    if (!isFinal) return;
    void queryClient.invalidateQueries({ queryKey: ['cart'] });
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
  }, [isFinal, queryClient]);
  return { outcome, checkAgain: () => void refetch(), isChecking: isFetching };
}

function toOutcome(
  transactionId: string | null,
  data: ValidatePaymentResponse | undefined,
  error: Error | null,
  polls: number,
): PaymentOutcome {
  if (!transactionId) return { state: 'error' };
  // A failed poll after a pending answer keeps the payment pending: it may still complete.
  if (isPending(data)) return polls < FAST_POLLS ? { state: 'validating' } : { state: 'pending' };
  if (error) return { state: 'error' };
  if (!data) return { state: 'validating' };
  if (data.success) return { state: 'success', orderNumber: data.orderNumber };
  return { state: 'failed' };
}
