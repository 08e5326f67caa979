import type { RecordViewBody } from '@nidra/shared/catalogue/catalogue.schema';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api-client.ts';
import { useQueryClient } from '../../../lib/query/use-query.tsx';
import { useSession } from '../../../lib/use-session.ts';

/** POST /api/analytics/recently-viewed-products/{userId}: the product page the shopper opened. */
function recordView(userId: string, body: RecordViewBody): Promise<void> {
  return api<void>(`/api/analytics/recently-viewed-products/${encodeURIComponent(userId)}`, { body });
}

/**
 * Counts a signed-in shopper's visit to a product page for the recently viewed list (spec §2, §7), once
 * per visit, from the browser once the page is its own: the server's HTML is the same for every
 * visitor, whether the page came by a full load (a mail, a search engine, a refresh) or a click.
 * A failure is never shown (an expired session is handled by the fetch client).
 */
export function useRecordView(productId: string | undefined) {
  const userId = useSession()?._id;
  const queryClient = useQueryClient();
  const recorded = useRef<string>(undefined);
  useEffect(() => {
    if (!userId || !productId) return;
    const visit = `${userId}:${productId}`;
    if (recorded.current === visit) return;
    recorded.current = visit;
    recordView(userId, { productId }).then(
      () => queryClient.invalidateQueries({ queryKey: ['recently-viewed', userId] }),
      () => {},
    );
  }, [userId, productId, queryClient]);
}
