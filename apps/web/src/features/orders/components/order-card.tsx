import { canPayAgain, isSoldPayment, orderLabel, productPath } from '@nidra/shared';
import type { Order } from '@nidra/shared/orders/order.schema';
import { type ReactNode, useState } from 'react';
import { Link } from '../../../lib/router.tsx';
import { useAllTexts, useFormat } from '../../../lib/texts.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { CreditNoteButton } from '../../../ui/credit-note-button.tsx';
import { StrokeIcon } from '../../../ui/icon.tsx';
import { ProductImage } from '../../../ui/product-image.tsx';
import { OrderStatusBox } from './order-status-box.tsx';
import { TrackOrderDialog } from './track-order-dialog.tsx';
import { UnpaidOrderActions } from './unpaid-order-actions.tsx';

type Props = { order: Order; onDownloadInvoice: () => void; downloading: boolean; extra?: ReactNode };

/** One order: when, how much, its ids, the products, its status, tracking and invoice. */
export function OrderCard({ order, onDownloadInvoice, downloading, extra }: Props) {
  const t = useAllTexts();
  const fmt = useFormat();
  const [tracking, setTracking] = useState(false);
  const user = useSession();
  const label = orderLabel(order.orderNumber);
  const transactionId = order.transactionId ?? order.paymentResponse?.merchantTransactionId ?? '—';
  return (
    <article aria-label={`Order ${label}`} className="overflow-hidden rounded-2xl border border-plum-100 bg-white">
      <header className="flex flex-col gap-3 border-b border-plum-100 bg-blush-50 px-5 py-4 sm:flex-row sm:items-center sm:gap-8">
        <dl className="grid flex-1 grid-cols-2 gap-x-6 gap-y-3 text-sm sm:flex sm:flex-wrap sm:gap-x-10">
          <Fact label={t.placedOnLabel} value={fmt.date(order.createdAt)} />
          <Fact label={t.orderTotalLabel} value={fmt.money(order.amount)} />
          {(order.discount ?? 0) + (order.shippingSaving ?? 0) > 0 && (
            <Fact
              label={t.orderDiscount}
              value={`−${fmt.money((order.discount ?? 0) + (order.shippingSaving ?? 0))}`}
            />
          )}
          <Fact label={t.orderIdLabel} value={label} />
          {order.paymentMethod === 'COD' && <Fact label={t.paymentPageTitle} value={t.cashOnDelivery} />}
        </dl>
        {order.invoicePdfPath && (
          <Button
            variant="secondary"
            onClick={onDownloadInvoice}
            disabled={downloading}
            className="self-start py-2 sm:self-auto"
          >
            <DownloadIcon /> {downloading ? t.downloading : t.invoiceButton}
          </Button>
        )}
        {user && (
          <CreditNoteButton
            userId={user._id}
            order={order}
            className={buttonClass('secondary', 'self-start py-2 sm:self-auto')}
          />
        )}
      </header>
      <div className="grid grid-cols-1 gap-6 p-5 md:grid-cols-[minmax(0,1fr)_16rem]">
        <ul className="space-y-5">
          {order.products.map(({ _id, product, quantity }) => (
            <li key={_id} className="flex gap-4">
              <Link to={productPath(product)} tabIndex={-1} aria-hidden="true" className="w-20 shrink-0">
                <ProductImage
                  src={product.displayImage}
                  alt=""
                  sizes="80px"
                  className="aspect-[4/5] h-auto w-full rounded-xl"
                />
              </Link>
              <div className="min-w-0">
                <Link
                  to={productPath(product)}
                  className="font-medium text-ink underline-offset-4 hover:text-plum-800 hover:underline"
                >
                  {product.productName}
                </Link>
                <p className="mt-1 line-clamp-2 text-sm text-plum-700">{product.description}</p>
                <p className="mt-1 text-sm text-plum-800">
                  {product.size && `${t.sizeLabel(product.size)} · `}
                  {t.qtyLabel(quantity)}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <div className="space-y-4">
          <OrderStatusBox orderStatus={order.orderStatus} paymentStatus={order.status} />
          <dl className="space-y-2 text-sm">
            <Fact label={t.trackingNumberLabel} value={order.trackingNumber || t.trackingNotAssigned} inline />
            {order.paymentMethod !== 'COD' && <Fact label={t.transactionIdLabel} value={transactionId} inline mono />}
          </dl>
          {/* Only a paid (or cash-on-delivery) order ships; one still awaiting payment has nothing to track. */}
          {isSoldPayment(order.status) && (
            <Button variant="secondary" onClick={() => setTracking(true)} className="w-full">
              {t.trackYourOrder}
            </Button>
          )}
          {canPayAgain(order) && <UnpaidOrderActions order={order} />}
          {extra}
        </div>
      </div>
      <TrackOrderDialog
        open={tracking}
        onClose={() => setTracking(false)}
        trackingNumber={order.trackingNumber}
        orderId={label}
      />
    </article>
  );
}

function Fact({
  label,
  value,
  inline = false,
  mono = false,
}: {
  label: string;
  value: string;
  inline?: boolean;
  mono?: boolean;
}) {
  if (inline)
    return (
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3">
        <dt className="text-plum-700">{label}</dt>
        <dd className={`break-all text-right text-ink ${mono ? 'font-mono text-xs leading-5' : ''}`}>{value}</dd>
      </div>
    );
  return (
    <div>
      <dt className="text-xs uppercase tracking-[0.12em] text-plum-700">{label}</dt>
      <dd className="mt-0.5 font-medium text-ink">{value}</dd>
    </div>
  );
}

function DownloadIcon() {
  return (
    <StrokeIcon width="18" height="18" strokeWidth="1.7">
      <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19.5h14" />
    </StrokeIcon>
  );
}
