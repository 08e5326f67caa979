import { promotionMessages } from '@nidra/shared/promotions/promotion.messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

type PieceOffers = { offers: { id: string; name: string; code: string | null }[] };

/** The best offer that applies to this piece ("Buy 2 Get 1 on Night Suits"), read after the page shows. */
export function ProductOffer({ productId }: { productId: string }) {
  const { data } = useQuery({
    queryKey: ['offers', 'product', productId],
    queryFn: () => api<PieceOffers>(`/api/offers/product/${encodeURIComponent(productId)}`, { anonymous: true }),
    staleTime: 60_000,
  });
  const best = data?.offers[0];
  if (!best) return null;
  return (
    <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-800">
      <span aria-hidden="true">%</span>
      {best.name}
      {best.code && <span className="text-emerald-700">· {promotionMessages.offerUseCode(best.code)}</span>}
    </p>
  );
}
