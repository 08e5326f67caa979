import type { PaymentBody, PaymentResponse } from '@nidra/shared/orders/order.schema';
import { api } from '../../../lib/api-client.ts';
import { pageAllTexts } from '../../../lib/page-language.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';

/** POST /api/payment: creates the order and answers with the provider's hosted page (spec §7, DESIGN §7). */
function startPayment(body: PaymentBody): Promise<PaymentResponse> {
  return api<PaymentResponse>('/api/payment', { method: 'POST', body, fallback: pageAllTexts().proceedToPaymentError });
}

export function useStartPayment() {
  return useMutation({ mutationFn: startPayment });
}
