import {
  ORDER_LIST_FILTERS,
  PAYMENT_METHODS,
  type PaymentMethod,
  SHIPMENT_FILTERS,
  type ShipmentFilter as ShipmentFilterValue,
} from '@nidra/shared';
import type { AdminOrder } from '@nidra/shared/admin/admin.schema';
import type { OrderListFilter } from '@nidra/shared/orders/order-status.rules';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from '../../../../lib/router.tsx';
import { SkeletonRows, TableMessage } from '../../components/data-table.tsx';
import { Pager } from '../../components/pager.tsx';
import { useCancelOrder } from '../api/cancel-order.ts';
import { useDownloadAdminInvoice } from '../api/download-admin-invoice.ts';
import { useAdminOrders } from '../api/get-admin-orders.ts';
import { useVerifyPayment } from '../api/verify-payment.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { ORDER_TAB_PANEL, OrderTabs, tabId } from './order-tabs.tsx';
import { ORDER_COLUMNS, OrdersTable } from './orders-table.tsx';
import { PaymentMethodFilter } from './payment-method-filter.tsx';
import { ShipmentFilter } from './shipment-filter.tsx';

const asMethod = (v: string | null): PaymentMethod | undefined =>
  PAYMENT_METHODS.includes(v as PaymentMethod) ? (v as PaymentMethod) : undefined;

const asStatus = (v: string | null): OrderListFilter | undefined =>
  ORDER_LIST_FILTERS.includes(v as OrderListFilter) ? (v as OrderListFilter) : undefined;

const asShipment = (v: string | null): ShipmentFilterValue | undefined =>
  SHIPMENT_FILTERS.includes(v as ShipmentFilterValue) ? (v as ShipmentFilterValue) : undefined;

/**
 * Tabs, the payment method and shipment filters, the orders table and paging; all live in the URL
 * (?status=&method=&shipment=&page=).
 */
export function AdminOrders({ paymentExtra }: { paymentExtra?: (order: AdminOrder) => ReactNode }) {
  const [params, setParams] = useSearchParams();
  const status = asStatus(params.get('status'));
  const method = asMethod(params.get('method'));
  const shipment = asShipment(params.get('shipment'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, isPending, isError, isPlaceholderData } = useAdminOrders(page, status, method, shipment);
  const verify = useVerifyPayment();
  const cancel = useCancelOrder();
  const download = useDownloadAdminInvoice();
  const [toCancel, setToCancel] = useState<AdminOrder | null>(null);

  const go = (next: {
    status?: OrderListFilter;
    page?: number;
    method?: PaymentMethod;
    shipment?: ShipmentFilterValue;
  }) => {
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if (next.method) search.set('method', next.method);
    if (next.shipment) search.set('shipment', next.shipment);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  const orders = data?.orders ?? [];
  const body = isPending ? (
    <SkeletonRows columns={ORDER_COLUMNS} />
  ) : isError ? (
    <TableMessage colSpan={ORDER_COLUMNS}>The orders could not be loaded.</TableMessage>
  ) : orders.length === 0 ? (
    <TableMessage colSpan={ORDER_COLUMNS}>No orders here yet.</TableMessage>
  ) : undefined;

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <OrderTabs current={status} onSelect={(s) => go({ status: s, method, shipment })} />
        <div className="flex flex-wrap items-end gap-x-4">
          <ShipmentFilter value={shipment} onChange={(f) => go({ status, method, shipment: f })} />
          <PaymentMethodFilter value={method} onChange={(m) => go({ status, method: m, shipment })} />
        </div>
      </div>
      <div
        id={ORDER_TAB_PANEL}
        role="tabpanel"
        aria-labelledby={tabId(status)}
        aria-busy={isPending || isPlaceholderData}
        className={isPlaceholderData ? 'opacity-60 transition-opacity' : ''}
      >
        {data && (
          <p className="mb-2 text-xs text-plum-500" aria-live="polite">
            {data.total} {data.total === 1 ? 'order' : 'orders'}
          </p>
        )}
        <OrdersTable
          orders={orders}
          body={body}
          verifyingId={verify.isPending ? (verify.variables ?? null) : null}
          onVerify={(o) => verify.mutate(o._id)}
          onDownload={(o) => download.mutate(o)}
          onCancel={setToCancel}
          paymentExtra={paymentExtra}
        />
        <Pager
          label="Orders pages"
          previousText="Prev"
          page={data?.currentPage ?? page}
          totalPages={data?.totalPages ?? 1}
          busy={isPlaceholderData}
          onPage={(p) => go({ status, method, shipment, page: p })}
        />
      </div>
      <CancelOrderDialog
        order={toCancel}
        busy={cancel.isPending}
        onClose={() => setToCancel(null)}
        onConfirm={(o) => cancel.mutate(o._id, { onSettled: () => setToCancel(null) })}
      />
    </>
  );
}
