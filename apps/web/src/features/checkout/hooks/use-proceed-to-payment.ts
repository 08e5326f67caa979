import { type CartTotals, joinAddress } from '@nidra/shared';
import type { Address } from '@nidra/shared/address/address.schema';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useAllTexts } from '../../../lib/texts.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { useStartPayment } from '../api/start-payment.ts';

type Checkout = { cartId: string; totals: CartTotals; addresses: Address[]; selectedId: string | null };

/**
 * 'Proceed to Payment': an address must be chosen and still exist (spec §5); the server's 400
 * message is shown as is, other failures as 'Error proceeding to payment'; success leaves for the
 * provider's page. Stays busy after success so the button cannot start a second payment.
 */
export function useProceedToPayment() {
  const t = useAllTexts();
  const user = useSession();
  const start = useStartPayment();
  const [error, setError] = useState<string | null>(null);

  const proceed = ({ cartId, totals, addresses, selectedId }: Checkout) => {
    setError(null);
    if (!selectedId) return setError(t.selectAddress);
    const address = addresses.find((a) => a._id === selectedId);
    if (!address) return setError(t.addressNotFound);
    start.mutate(
      {
        userId: user!._id,
        shippingAddress: joinAddress(address),
        mobileNumber: address.phoneNumber,
        totalAmount: totals.totalAmount,
        cartId,
        shippingFee: totals.shippingFee,
        addressId: address._id,
      },
      {
        onSuccess: ({ paymentUrl }) => window.location.assign(paymentUrl),
        onError: (e) => {
          console.error(e);
          // 400 (spec) and 429 (too many payment attempts) carry a message written for the shopper.
          const isShopperMessage = e instanceof ApiError && (e.status === 400 || e.status === 429);
          setError(isShopperMessage ? e.message : t.proceedToPaymentError);
        },
      },
    );
  };

  return { proceed, error, busy: start.isPending || start.isSuccess };
}
