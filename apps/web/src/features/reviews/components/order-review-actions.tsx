import type { Order } from '@nidra/shared/orders/order.schema';
import type { MyReview } from '@nidra/shared/reviews/review.schema';
import { useState } from 'react';
import { useAllTexts } from '../../../lib/texts.tsx';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { ReviewForm } from './review-form.tsx';

/** On a delivered order of Your Orders: "Write a review" (or edit it) for each line. */
export function OrderReviewActions({ order, reviews }: { order: Order; reviews: MyReview[] | undefined }) {
  const t = useAllTexts();
  const STATUS_NOTE: Record<MyReview['status'], string> = {
    published: '',
    pending: t.reviewQueuePending,
    rejected: t.reviewRejectedNote,
  };
  const [open, setOpen] = useState<string | null>(null);
  if (order.orderStatus !== 'DELIVERED') return null;
  return (
    <ul className="space-y-2">
      {order.products.map((line) => {
        const mine = reviews?.find((r) => r.orderItemId === line._id || r.productId === line.product._id);
        return (
          <li key={line._id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="text-plum-800">
              {line.product.productName}
              {mine && STATUS_NOTE[mine.status] && (
                <span className="ml-2 text-xs text-plum-500">
                  · {STATUS_NOTE[mine.status]}
                  {mine.rejectReason && `: ${mine.rejectReason}`}
                </span>
              )}
            </span>
            <Button variant="secondary" className="!py-1.5" onClick={() => setOpen(line._id)}>
              {mine ? t.editReview : t.writeReview}
            </Button>
            <Modal open={open === line._id} onClose={() => setOpen(null)} label={t.writeReview}>
              <ReviewForm
                orderItemId={line._id}
                productName={line.product.productName}
                existing={mine}
                onDone={() => setOpen(null)}
              />
            </Modal>
          </li>
        );
      })}
    </ul>
  );
}
