import type { AdminOrder } from '@nidra/shared/admin/admin.schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../../test/harness.tsx';
import { renderAdmin, withAdminSignedIn } from '../../test/render-admin.tsx';
import { PendingOrders } from './pending-orders.tsx';

const FROM = { name: 'Nidra', phone: '+91 40 4850 4200', addressLines: ['Plot 42, Banjara Hills', 'Hyderabad'] };

const ORDER: AdminOrder = {
  _id: '5f0c0000-0000-4000-8000-000000000701',
  orderNumber: 701,
  createdAt: '2026-03-14T18:45:00.000Z',
  amount: 1049,
  shippingFee: 50,
  trackingNumber: '',
  transactionId: 'T1',
  invoicePdfPath: null,
  invoiceNumber: null,
  orderStatus: 'PENDING',
  status: 'PAYMENT_SUCCESS',
  shippingAddress: 'Asha Rao, 12, MG Road, Hyderabad, Telangana - 500001, India. Phone: 9876543210',
  mobile: '9876543210',
  products: [
    {
      _id: 'l1',
      quantity: 1,
      product: {
        _id: 'p1',
        productName: 'Mustard Floral Nighty',
        description: '',
        size: 'L',
        designNumber: 'NX-204',
        displayImage: null,
        subcategory: 'Cotton Nighties',
        sellingPrice: 999,
        MRP: 1299,
      },
    },
  ],
  paymentResponse: null,
  customer: { _id: 'c1', name: 'Asha Rao', email: 'asha@example.in', phoneNumber: '9876543210' },
  totalQuantity: 1,
};

withAdminSignedIn();

describe('PendingOrders', () => {
  it('names the size and design number of each piece, in the table and on the printed label', async () => {
    stubApi((url) => (url === '/api/admin/orders/pending' ? [200, { orders: [ORDER] }] : undefined));
    renderAdmin('/admin/pendingOrders', <PendingOrders from={FROM} />);
    const row = await screen.findByRole('row', { name: /ORD701/ }, { timeout: 5000 });
    expect(within(row).getByText('Size L · Design NX-204')).toBeTruthy();
    const label = screen.getByRole('list', { name: 'Contents of ORD701' });
    expect(label.textContent).toBe('1 × Mustard Floral Nighty — Size L · Design NX-204');
  });
});
