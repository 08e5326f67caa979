import type { RecordedReplacementReason, ReplacementStatus } from '@nidra/shared/replacements/replacement.rules';
import type { ReplacementRequest } from '@nidra/shared/replacements/replacement.schema';
import type { DbOrTx } from '../../db/client.ts';
import type { ReplacementsRepository, RequestListRow } from './replacements.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Requests as the API shows them: each line with the bought and the wanted product's name and size. */
export async function toRequestViews(
  repo: ReplacementsRepository,
  rows: RequestListRow[],
  tx?: DbOrTx,
): Promise<ReplacementRequest[]> {
  const lines = await repo.findLines(
    rows.map((r) => r.request.orderId),
    tx,
  );
  const lineById = new Map(lines.map((l) => [l.id, l]));
  const wanted = await repo.findProducts(
    [...new Set(rows.flatMap((r) => r.request.items.map((i) => i.wantedProductId)))],
    tx,
  );
  const productById = new Map(wanted.map((p) => [p.id, p]));
  return rows.map(({ request: r, orderNumber, replacementOrderNumber, customer }) => ({
    _id: r.id,
    orderId: r.orderId,
    orderNumber,
    status: r.status as ReplacementStatus,
    reason: r.reason as RecordedReplacementReason,
    note: r.note,
    items: r.items.map((i) => ({
      orderItemId: i.orderItemId,
      name: lineById.get(i.orderItemId)?.name ?? '',
      size: lineById.get(i.orderItemId)?.size ?? '',
      quantity: i.quantity,
      wantedProductId: i.wantedProductId,
      wantedName: productById.get(i.wantedProductId)?.name ?? '',
      wantedSize: productById.get(i.wantedProductId)?.size ?? '',
    })),
    videoType: r.videoType,
    videoSize: r.videoSize,
    adminNote: r.adminNote,
    rejectReason: r.rejectReason,
    replacementOrderNumber,
    createdAt: r.createdAt.toISOString(),
    decidedAt: iso(r.decidedAt),
    shippedAt: iso(r.shippedAt),
    customer: { name: customer?.name ?? '', email: customer?.email ?? '' },
  }));
}
