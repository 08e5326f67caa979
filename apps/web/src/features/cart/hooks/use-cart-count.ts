import { useQuery } from '../../../lib/query/use-query.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { cartQueryOptions } from '../api/get-cart.ts';

/** The number of items in the signed-in shopper's cart (0 when signed out), for the header's cart icon. */
export function useCartCount(): number {
  const user = useSession();
  const { data } = useQuery({ ...cartQueryOptions(user?._id), staleTime: 60_000 });
  if (!user || !data) return 0;
  return data.items.reduce((n, item) => n + item.quantity, 0);
}
