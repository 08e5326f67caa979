import { useEffect } from 'react';
import { useQuery } from '../../../../lib/query/use-query.tsx';
import { subcategoryPricesQueryOptions } from '../../api/get-subcategory-prices.ts';

/**
 * On the add form, choosing a subcategory whose cost price was saved (Product Prices) offers that
 * price as the Actual price; `prefill` leaves a price the admin typed alone.
 */
export function useActualPricePrefill(enabled: boolean, subcategory: string, prefill: (price: string) => void) {
  const prices = useQuery({ ...subcategoryPricesQueryOptions(), enabled });
  const key = subcategory.trim().toLowerCase();
  const saved = enabled ? prices.data?.find((p) => p.subcategory.toLowerCase() === key)?.actualPrice : undefined;
  useEffect(() => {
    if (key !== '' && saved !== undefined) prefill(String(saved));
  }, [key, saved, prefill]);
}
