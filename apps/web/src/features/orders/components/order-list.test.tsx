import { formatINR, formatShopDate, messages } from '@nidra/shared';
import type { Order } from '@nidra/shared/orders/order.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderList } from './order-list.tsx';

const USER = {
  _id: '6b1d6c3e-0000-4000-8000-000000000001',
  name: 'Asha',
  email: 'asha@example.in',
  phoneNumber: '9876543210',
  role: 'customer',
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function order(n: number, createdAt: string, overrides: Partial<Order> = {}): Order {
  return {
    _id: `order-${n}`,
    orderNumber: n,
    createdAt,
    amount: 1130,
    shippingFee: 80,
    trackingNumber: '',
    transactionId: `tx-${n}`,
    invoicePdfPath: null,
    invoiceNumber: null,
    orderStatus: 'PENDING',
    status: 'PAYMENT_SUCCESS',
    shippingAddress: 'Asha, 12, MG Road, Hyderabad, Telangana - 500001, India. Phone: 9876543210',
    mobile: '9876543210',
    products: [
      {
        _id: `line-${n}`,
        quantity: 1,
        product: {
          _id: `p-${n}`,
          productName: `Nightie ${n}`,
          description: 'Soft cotton, relaxed fit',
          size: 'M',
          displayImage: null,
          subcategory: 'Cotton Nighties',
          sellingPrice: 1050,
          MRP: 1500,
        },
      },
    ],
    paymentResponse: null,
    ...overrides,
  };
}

function renderOrders(orders: Order[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input) === `/api/orders/${USER._id}` ? json(orders) : json({ message: 'Not found' }, 404),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrderList />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('user', JSON.stringify(USER));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OrderList', () => {
  it('shows each placed order newest first, PENDING as PROCESSING, with its facts and the invoice only when there is one', async () => {
    renderOrders([
      order(7, '2026-03-01T10:00:00.000Z'),
      order(8, '2026-03-15T10:00:00.000Z', { status: 'PAYMENT_FAILED' }),
      order(9, '2026-04-02T10:00:00.000Z', {
        orderStatus: 'DISPATCHED',
        trackingNumber: 'EK123456789IN',
        invoicePdfPath: 'NID-26-27-000009.pdf',
        invoiceNumber: 'NID/26-27/000009',
      }),
    ]);

    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Order ORD9', 'Order ORD7']);

    const older = within(cards[1]);
    expect(older.getByText('PROCESSING')).toBeTruthy();
    expect(older.queryByText('PENDING')).toBeNull();
    expect(older.getByText('PAYMENT_SUCCESS')).toBeTruthy();
    expect(older.getByText('ORD7')).toBeTruthy();
    expect(older.getByText(formatShopDate('2026-03-01T10:00:00.000Z'))).toBeTruthy();
    expect(older.getByText(formatINR(1130))).toBeTruthy();
    expect(older.getByText('tx-7')).toBeTruthy();
    expect(older.getByText('Size M · Qty 1')).toBeTruthy();
    expect(older.queryByRole('button', { name: /Invoice/ })).toBeNull();
    expect(older.getByRole('link', { name: 'Nightie 7' }).getAttribute('href')).toBe(
      '/prod/Cotton-Nighties/Nightie-7/p-7',
    );

    const newer = within(cards[0]);
    expect(newer.getByText('DISPATCHED')).toBeTruthy();
    expect(newer.getByText('EK123456789IN')).toBeTruthy();
    expect(newer.getByRole('button', { name: /Invoice/ })).toBeTruthy();
    expect(newer.getByRole('button', { name: 'Track your order' })).toBeTruthy();
  });

  it('shows the empty message when there are no orders', async () => {
    renderOrders([]);
    expect(await screen.findByText(messages.noOrders)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
