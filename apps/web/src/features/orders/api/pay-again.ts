import type { PaymentResponse } from '@nidra/shared/orders/order.schema';
import { api } from '../../../lib/api-client.ts';
import { pageAllTexts } from '../../../lib/page-language.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';

/** POST /api/orders/{orderId}/pay-again: the gateway page of an order left unpaid, reopened by the server. */
function payAgain(orderId: string): Promise<PaymentResponse> {
  return api<PaymentResponse>(`/api/orders/${encodeURIComponent(orderId)}/pay-again`, {
    method: 'POST',
    fallback: pageAllTexts().payAgainFailed,
  });
}

/** Pay again: on success the browser goes to the gateway, as Proceed to Payment does. */
export function usePayAgain() {
  return useMutation({
    mutationFn: payAgain,
    onSuccess: ({ paymentUrl }) => window.location.assign(paymentUrl),
  });
}
