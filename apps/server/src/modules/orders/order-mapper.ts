import type { Order, OrderLine } from '@nidra/shared/orders/order.schema';
import type { orders } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;

type LineRow = {
  id: string;
  productId: string;
  quantity: number;
  price: number;
  mrp: number;
  name: string;
  description: string | null;
  size: string | null;
  designNumber: string | null;
  displayImage: string | null;
  subcategory: string | null;
};

/** The API view of one order line: name and prices as sold, in rupees. */
export function toOrderLine(r: LineRow): OrderLine {
  return {
    _id: r.id,
    quantity: r.quantity,
    product: {
      _id: r.productId,
      productName: r.name,
      description: r.description ?? '',
      size: r.size ?? '',
      designNumber: r.designNumber ?? '',
      displayImage: r.displayImage ?? null,
      subcategory: r.subcategory ?? '',
      sellingPrice: r.price / 100,
      MRP: r.mrp / 100,
    },
  };
}

/** The API view of one order: money in rupees, `status` is the payment status (spec §3). */
export function toOrder(row: OrderRow, products: OrderLine[]): Order {
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    amount: row.amount / 100,
    shippingFee: row.shippingFee / 100,
    trackingNumber: row.trackingNumber,
    transactionId: row.transactionId,
    invoicePdfPath: row.invoicePdfPath,
    invoiceNumber: row.invoiceNumber,
    creditNoteNumber: row.creditNoteNumber,
    orderStatus: row.orderStatus,
    status: row.paymentStatus,
    paymentMethod: row.paymentMethod === 'COD' ? 'COD' : 'ONLINE',
    codFee: row.codFee / 100,
    discount: row.discount / 100,
    shippingSaving: row.shippingSaving / 100,
    codConfirmation: row.codConfirmation ?? null,
    shippingAddress: row.shippingAddress,
    mobile: row.mobile,
    products,
    paymentResponse: row.transactionId ? { merchantTransactionId: row.id } : null,
  };
}
