import { type CartTotals, codOrderTotal, joinAddress } from '@nidra/shared';
import type { Address } from '@nidra/shared/address/address.schema';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useQueryClient } from '../../../lib/query/use-query.tsx';
import { useNavigate } from '../../../lib/router.tsx';
import { useAllTexts, useFormat } from '../../../lib/texts.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { toast } from '../../../ui/toast.tsx';
import { usePlaceCodOrder } from '../api/place-cod-order.ts';

type Checkout = { cartId: string; totals: CartTotals; fee: number; addresses: Address[]; selectedId: string | null };

/**
 * 'Place Order' with Cash on Delivery: the same address checks as 'Proceed to Payment' (spec §5);
 * the server's 4xx message (limit, cap, stock) is shown as is; success goes to My Orders with a toast.
 */
export function usePlaceCodOrderAction() {
  const t = useAllTexts();
  const fmt = useFormat();
  const user = useSession();
  const place = usePlaceCodOrder();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  const proceed = ({ cartId, totals, fee, addresses, selectedId }: Checkout) => {
    setError(null);
    if (!selectedId) return setError(t.selectAddress);
    const address = addresses.find((a) => a._id === selectedId);
    if (!address) return setError(t.addressNotFound);
    place.mutate(
      {
        userId: user!._id,
        shippingAddress: joinAddress(address),
        mobileNumber: address.phoneNumber,
        totalAmount: codOrderTotal(totals.totalAmount, fee),
        cartId,
        shippingFee: totals.shippingFee,
        addressId: address._id,
        codFee: fee,
      },
      {
        onSuccess: async (placed) => {
          toast.success(t.codOrderPlaced(fmt.money(placed.amount)));
          // The cart, the orders and product stock all changed; refetched only once checkout has been
          // left: an emptied cart seen by checkout first would send the shopper home (spec §4) instead.
          await navigate('/orders', { replace: true });
          void queryClient.invalidateQueries();
        },
        onError: (e) => {
          console.error(e);
          const isShopperMessage = e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 401;
          setError(isShopperMessage ? e.message : t.codOrderError);
        },
      },
    );
  };

  return { proceed, error, busy: place.isPending || place.isSuccess };
}
