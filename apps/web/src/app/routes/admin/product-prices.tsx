import { messages } from '@nidra/shared';
import { AdminPage } from '../../../features/admin/components/admin-page.tsx';
import { PriceForm } from '../../../features/admin/prices/components/price-form.tsx';
import { PricesTable } from '../../../features/admin/prices/components/prices-table.tsx';

/** /admin/products/prices: a subcategory's actual (cost) price and the saved prices (spec §2). */
export default function AdminProductPricesPage() {
  return (
    <AdminPage
      title={messages.adminNavProductPrices}
      description="The Add Product form fills in a subcategory’s actual price."
    >
      <div className="max-w-2xl space-y-6">
        <PriceForm />
        <section aria-labelledby="saved-prices">
          <h2 id="saved-prices" className="mb-3 font-display text-xl text-plum-900">
            Saved prices
          </h2>
          <PricesTable />
        </section>
      </div>
    </AdminPage>
  );
}
