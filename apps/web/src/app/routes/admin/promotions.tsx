import { promotionMessages } from '@nidra/shared/promotions/promotion.messages';
import { AdminPage } from '../../../features/admin/components/admin-page.tsx';
import { PromotionsScreen } from '../../../features/promotions/admin/promotions-screen.tsx';

/** /admin/promotions: coupon codes and automatic offers (ADR 0023). */
export default function AdminPromotionsPage() {
  return (
    <AdminPage
      title={promotionMessages.promotionsTitle}
      description="Coupon codes and automatic offers, with their uses and the revenue they brought."
    >
      <PromotionsScreen />
    </AdminPage>
  );
}
