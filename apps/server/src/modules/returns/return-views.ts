import type { ReturnKind, ReturnReason, ReturnStatus } from '@nidra/shared/returns/return.rules';
import type { ReturnRequestView } from '@nidra/shared/returns/return.schema';
import type { DbOrTx } from '../../db/client.ts';
import type { RefundRow } from '../refunds/refunds.repository.ts';
import { refundsToPayment } from './refund-to-payment.ts';
import type { ReturnListRow, ReturnsRepository } from './returns.repository.ts';

/** Requests as the API shows them: each line with its size and the size wanted, the refund's state. */
export async function toReturnViews(
  repo: ReturnsRepository,
  rows: ReturnListRow[],
  refundsOf: (ids: string[]) => Promise<RefundRow[]>,
  tx?: DbOrTx,
): Promise<ReturnRequestView[]> {
  const ids = rows.map((r) => r.request.id);
  const [lines, orderLines, refunds] = await Promise.all([
    repo.linesOf(ids, tx),
    repo.findLines([...new Set(rows.map((r) => r.request.orderId))], tx),
    refundsOf([...new Set(rows.map((r) => r.request.orderId))]),
  ]);
  const wanted = await repo.findProducts(
    lines.flatMap((l) => (l.wantedProductId ? [l.wantedProductId] : [])),
    tx,
  );
  const lineById = new Map(orderLines.map((l) => [l.id, l]));
  const sizeOf = new Map(wanted.map((p) => [p.id, p.size]));
  return rows.map(({ request: r, orderNumber, exchangeOrderNumber, customer }) => {
    const refund = refunds.find((f) => f.returnRequestId === r.id);
    return {
      _id: r.id,
      kind: r.kind as ReturnKind,
      orderId: r.orderId,
      orderNumber,
      status: r.status as ReturnStatus,
      reason: r.reason as ReturnReason,
      note: r.note,
      items: lines
        .filter((l) => l.requestId === r.id)
        .map((l) => ({
          orderItemId: l.orderItemId,
          name: lineById.get(l.orderItemId)?.name ?? '',
          size: lineById.get(l.orderItemId)?.size ?? '',
          quantity: l.quantity,
          wantedProductId: l.wantedProductId,
          wantedSize: l.wantedProductId ? (sizeOf.get(l.wantedProductId) ?? '') : null,
        })),
      pickup: (r.pickup as 'COURIER' | 'SELF' | null) ?? null,
      pickupAwb: r.pickupAwb,
      rejectReason: r.rejectReason,
      qcPhotos: r.qcPhotos,
      refundPaise: r.refundPaise,
      refundTo: r.payoutMasked,
      refundToPayment: refundsToPayment(r),
      refundState: refund?.state ?? null,
      refundMethod: (refund?.method as 'PROVIDER' | 'MANUAL' | undefined) ?? null,
      creditNoteNumber: r.creditNoteNumber,
      exchangeOrderNumber,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      customer: { name: customer?.name ?? '', email: customer?.email ?? '' },
    };
  });
}
