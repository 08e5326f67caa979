import { offerHint } from '@nidra/shared/promotions/offer-hint.rules';
import type { PieceOffers } from '@nidra/shared/promotions/promotion.schema';
import { api } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/query/use-query.tsx';
import { useTexts } from '../../../lib/texts.tsx';

/** The best offer that applies to this piece ("Buy 2 Get 1 on Night Suits"), read after the page shows. */
export function ProductOffer({ productId }: { productId: string }) {
  const t = useTexts();
  const { data } = useQuery({
    queryKey: ['offers', 'product', productId],
    queryFn: () => api<PieceOffers>(`/api/offers/product/${encodeURIComponent(productId)}`, { anonymous: true }),
    staleTime: 60_000,
  });
  const best = data?.offers[0];
  if (!best) return null;
  const hint = offerHint(best, t);
  return (
    <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-800">
      <span aria-hidden="true">%</span>
      {best.name}
      {hint && <span className="text-emerald-700">· {hint}</span>}
    </p>
  );
}
