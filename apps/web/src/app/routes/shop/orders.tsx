import { OrderList } from '../../../features/orders/components/order-list.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';

export default function OrdersPage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <PageMeta title="Your Orders" description="Track your Nidra orders and download invoices." />
      <h1 className="mb-6 font-display text-3xl text-plum-900">Your Orders</h1>
      <OrderList />
    </main>
  );
}
