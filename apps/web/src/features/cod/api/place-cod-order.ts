import type { CodOrderBody, CodOrderResponse } from '@nidra/shared/cod/cod.schema';
import { api } from '../../../lib/api-client.ts';
import { pageAllTexts } from '../../../lib/page-language.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';

/** POST /api/orders/cod: places the order at once; the server recomputes the total and the fee. */
function placeCodOrder(body: CodOrderBody): Promise<CodOrderResponse> {
  return api<CodOrderResponse>('/api/orders/cod', { method: 'POST', body, fallback: pageAllTexts().codOrderError });
}

export function usePlaceCodOrder() {
  return useMutation({ mutationFn: placeCodOrder });
}
