import { messages } from '@nidra/shared';
import type { AdminOrderDetail } from '@nidra/shared/admin/admin.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../../test/harness.tsx';
import { renderAdmin, withAdminSignedIn } from '../../test/render-admin.tsx';
import { OrderEditForm } from './order-edit-form.tsx';

const CANCELLED: AdminOrderDetail = {
  _id: '5f0c0000-0000-4000-8000-000000000501',
  orderNumber: 501,
  createdAt: '2026-03-14T18:45:00.000Z',
  amount: 1130,
  shippingFee: 80,
  trackingNumber: '',
  transactionId: null,
  invoicePdfPath: null,
  invoiceNumber: null,
  orderStatus: 'CANCELLED',
  status: 'PAYMENT_SUCCESS',
  shippingAddress: 'Asha Rao, 12, MG Road, Hyderabad, Telangana - 500001, India. Phone: 9876543210',
  mobile: '9876543210',
  products: [],
  paymentResponse: null,
  customer: { _id: 'c1', name: 'Asha Rao', email: 'asha@example.in', phoneNumber: '9876543210' },
  totalQuantity: 2,
  events: [],
};

withAdminSignedIn();

describe('OrderEditForm', () => {
  it('shows the server’s reason when a cancelled order cannot be reopened, and stays on the form', async () => {
    const user = userEvent.setup();
    const reason = messages.reopenStockShort('Lilac Kaftan');
    stubApi((url, init) =>
      url === `/api/admin/orders/${CANCELLED._id}` && init?.method === 'PUT' ? [409, { message: reason }] : undefined,
    );
    renderAdmin(
      '/admin/orders/edit/:orderId',
      <OrderEditForm order={CANCELLED} />,
      `/admin/orders/edit/${CANCELLED._id}`,
    );
    await user.selectOptions(screen.getByLabelText('Order Status'), 'PENDING');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const form = document.querySelector('form')!;
    expect((await within(form).findByRole('alert')).textContent).toBe(reason);
    expect(await screen.findByText(messages.orderUpdateError)).toBeTruthy();
    expect(screen.getByLabelText('Order ID')).toBeTruthy(); // still on the form
  });

  it.each(['PAYMENT_FAILED', 'PAYMENT_INITIATED'])('does not offer shipping statuses for a %s order', (status) => {
    const unpaid: AdminOrderDetail = { ...CANCELLED, orderStatus: 'PENDING', status };
    renderAdmin('/admin/orders/edit/:orderId', <OrderEditForm order={unpaid} />, `/admin/orders/edit/${unpaid._id}`);
    const select = screen.getByLabelText('Order Status') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['PENDING', 'CANCELLED']);
    expect(screen.getByText(messages.shippingNeedsPayment)).toBeTruthy();
  });

  it.each(['PAYMENT_SUCCESS', 'COD_PENDING'])('offers every status for a %s order', (status) => {
    const sold: AdminOrderDetail = { ...CANCELLED, orderStatus: 'PENDING', status };
    renderAdmin('/admin/orders/edit/:orderId', <OrderEditForm order={sold} />, `/admin/orders/edit/${sold._id}`);
    const select = screen.getByLabelText('Order Status') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual([
      'PENDING',
      'DISPATCHED',
      'INTRANSIT',
      'DELIVERED',
      'CANCELLED',
    ]);
  });
});
