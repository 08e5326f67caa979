import { messages } from '@nidra/shared';
import type { ValidatePaymentResponse } from '@nidra/shared/orders/order.schema';
import { paymentVerificationOutcome } from '@nidra/shared/orders/order-status.rules';
import { api } from '../../../../lib/api-client.ts';
import { useMutation } from '../../../../lib/query/use-mutation.ts';
import { useQueryClient } from '../../../../lib/query/use-query.tsx';
import { toast } from '../../../../ui/toast.tsx';

/** GET /api/payment/validate/{orderId}: asks the provider again; the admin action reads `success`. */
function verifyPayment(orderId: string): Promise<ValidatePaymentResponse> {
  return api<ValidatePaymentResponse>(`/api/payment/validate/${encodeURIComponent(orderId)}`);
}

/** 'Verify Payment' (spec §4): verified, not verified, or an error; the lists are read afresh after. */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    // Says what the gateway answered (paid, still pending, expired, failed) and what happens to the order next.
    onSuccess: (result) => {
      const outcome = paymentVerificationOutcome(result.status);
      if (outcome.ok) toast.success(outcome.text);
      else toast.error(outcome.text);
    },
    onError: () => toast.error(messages.verifyPaymentError),
    // A verified payment converts stock and may add an invoice: every admin figure can change.
    onSettled: () => queryClient.invalidateQueries(),
  });
}
