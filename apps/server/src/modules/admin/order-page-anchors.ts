import type { OrderListFilter } from '@nidra/shared/orders/order-status.rules';
import type { OrderAnchor } from './admin-orders.repository.ts';

/**
 * Deep pages without deep OFFSETs. 'Page 50 000' of a million orders makes PostgreSQL walk half a
 * million rows per request (about a second); instead the created_at at about every `every`-th
 * position (newest first, per status filter) is found in one index walk (~0.3 s per million orders),
 * kept in memory, and a page starts from the nearest anchor at or before it with an OFFSET < `every`.
 *
 * Anchors are refreshed in the background after `ttlMs` or an admin write through this process, and
 * the stale list is used meanwhile: orders placed since then shift deep pages by that many rows,
 * which is what offset paging does between two clicks anyway. Shallow pages never use anchors.
 */
export type OrderAnchors = {
  /** The anchor to start from and the remaining offset; no anchor for shallow offsets. */
  locate: (status: OrderListFilter | undefined, offset: number) => Promise<{ anchor?: OrderAnchor; offset: number }>;
  invalidate: () => void;
};

type Entry = { anchors: OrderAnchor[]; at: number };

export function createOrderAnchors(
  load: (every: number, status?: OrderListFilter) => Promise<OrderAnchor[]>,
  opts: { every?: number; ttlMs?: number } = {},
): OrderAnchors {
  const every = opts.every ?? 500;
  const ttlMs = opts.ttlMs ?? 30_000;
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<Entry>>();

  const refresh = (key: string, status?: OrderListFilter): Promise<Entry> => {
    const running = loading.get(key);
    if (running) return running;
    const p = load(every, status)
      .then((anchors) => {
        const entry = { anchors, at: Date.now() };
        entries.set(key, entry);
        return entry;
      })
      .finally(() => loading.delete(key));
    loading.set(key, p);
    return p;
  };

  return {
    async locate(status, offset) {
      if (offset < every) return { offset };
      const key = status ?? '*';
      let entry = entries.get(key);
      if (!entry) entry = await refresh(key, status);
      else if (Date.now() - entry.at > ttlMs) refresh(key, status).catch(() => undefined);
      if (entry.anchors.length === 0) return { offset };
      // The last anchor at or before the offset (anchors are sorted by position).
      let lo = 0;
      let hi = entry.anchors.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (entry.anchors[mid].pos <= offset) lo = mid;
        else hi = mid - 1;
      }
      const anchor = entry.anchors[lo];
      return { anchor, offset: offset - anchor.pos };
    },
    invalidate() {
      for (const entry of entries.values()) entry.at = 0;
    },
  };
}
