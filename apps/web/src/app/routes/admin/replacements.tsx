import { messages } from '@nidra/shared';
import { AdminPage } from '../../../features/admin/components/admin-page.tsx';
import { ReplacementQueue } from '../../../features/admin/replacements/components/replacement-queue.tsx';

/** /admin/replacements: shoppers' replacement requests with their unboxing videos. */
export default function AdminReplacementsPage() {
  return (
    <AdminPage
      title={messages.replacementRequests}
      description="Requests within 7 days of delivery, with the unboxing video."
    >
      <ReplacementQueue />
    </AdminPage>
  );
}
