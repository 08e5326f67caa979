import { reviewMessages } from '@nidra/shared';
import { AdminPage } from '../../../features/admin/components/admin-page.tsx';
import { AdminReviewQueue } from '../../../features/reviews/components/admin-review-queue.tsx';
import { AdminReviewReport } from '../../../features/reviews/components/admin-review-report.tsx';

/** /admin/reviews: the moderation queue and the ratings report (ADR 0026). */
export default function AdminReviewsPage() {
  return (
    <AdminPage title={reviewMessages.reviewQueueTitle} description={reviewMessages.reviewQueueDescription}>
      <AdminReviewQueue />
      <AdminReviewReport />
    </AdminPage>
  );
}
