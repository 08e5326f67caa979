import { useEffect } from 'react';
import { useQueryClient } from '../../lib/query/use-query.tsx';
import { useSession } from '../../lib/use-session.ts';
import { toast } from '../../ui/toast.tsx';
import { takePendingCode } from './pending-code.ts';

/**
 * After sign-in, a code remembered from an /offers/CODE link is applied to the shopper's cart once.
 * The call's code loads only when a code is waiting, so every page's first load stays small.
 */
export function useApplyPendingCoupon() {
  const user = useSession();
  const queryClient = useQueryClient();
  const userId = user?._id;
  useEffect(() => {
    if (!userId) return;
    const code = takePendingCode();
    if (!code) return;
    import('./api/coupon.ts')
      .then(({ applyCoupon }) => applyCoupon(userId, code))
      .then(
        (cart) => queryClient.setQueryData(['cart', userId], cart),
        (error: Error) => toast.error(error.message),
      );
  }, [userId, queryClient]);
}
