import { messages } from '@nidra/shared';
import type { ValidatePaymentResponse } from '@nidra/shared/orders/order.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
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
    onSuccess: (result) => {
      if (result.success) toast.success(messages.paymentVerified);
      else toast.error(messages.paymentVerificationFailed);
    },
    onError: () => toast.error(messages.verifyPaymentError),
    // A verified payment converts stock and may add an invoice: every admin figure can change.
    onSettled: () => queryClient.invalidateQueries(),
  });
}
