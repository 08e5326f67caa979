import { formatINR, formatShopDate, messages } from '@nidra/shared';
import type { Order } from '@nidra/shared/orders/order.schema';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../../lib/router.tsx';
import { json, renderWithClient, stubApi } from '../../../test/harness.tsx';
import { SHOPPER, signInShopper } from '../../../test/shopper.ts';
import { INVOICE_POLL_MS } from '../api/get-orders.ts';
import { OrderList } from './order-list.tsx';

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

/** Serves the orders (a list, or a function giving the list of the moment) and renders Your Orders. */
function renderOrders(orders: Order[] | (() => Order[])) {
  const fetchMock = stubApi(async (url) =>
    url === `/api/orders/${SHOPPER._id}` ? json(typeof orders === 'function' ? orders() : orders) : undefined,
  );
  const { client } = renderWithClient(
    <MemoryRouter>
      <OrderList />
    </MemoryRouter>,
  );
  return { fetchMock, client };
}

beforeEach(() => {
  signInShopper();
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
    expect(older.getByText(messages.paymentPaid)).toBeTruthy();
    expect(older.queryByText('PAYMENT_SUCCESS')).toBeNull();
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

  it('labels unpaid, refunded and cancelled orders for the shopper instead of PROCESSING', async () => {
    renderOrders([
      order(1, '2026-03-01T10:00:00.000Z', { status: 'PAYMENT_INITIATED', transactionId: null }),
      order(2, '2026-03-02T10:00:00.000Z', { status: 'PAYMENT_REFUNDED' }),
      order(3, '2026-03-03T10:00:00.000Z', { orderStatus: 'CANCELLED' }),
    ]);
    const [cancelled, refunded, unpaid] = await screen.findAllByRole('article');
    expect(within(unpaid).getByText(messages.orderAwaitingPayment)).toBeTruthy();
    expect(within(refunded).getByText(messages.orderRefunded)).toBeTruthy();
    expect(within(cancelled).getByText(messages.orderCancelled)).toBeTruthy();
    expect(screen.queryByText('PROCESSING')).toBeNull();
    // Nothing ships before it is paid: no tracking to offer.
    expect(within(unpaid).queryByRole('button', { name: messages.trackYourOrder })).toBeNull();
  });

  it('asks again while a paid order has no invoice yet, shows Invoice once it exists, then stops asking', async () => {
    // Only the polling interval runs on a fake clock; answers and rendering keep their real timing.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let invoicePdfPath: string | null = null;
    const { fetchMock, client } = renderOrders(() => [order(5, '2026-04-02T10:00:00.000Z', { invoicePdfPath })]);
    // Each poll is answered before the clock moves on (a poll during a fetch would join it).
    const poll = async () => {
      await act(() => vi.advanceTimersByTimeAsync(INVOICE_POLL_MS));
      await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    };
    const card = await screen.findByRole('article', { name: 'Order ORD5' });
    expect(within(card).queryByRole('button', { name: /Invoice/ })).toBeNull();

    await poll();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    invoicePdfPath = 'NID-26-27-000005.pdf';
    await poll();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(await within(card).findByRole('button', { name: /Invoice/ })).toBeTruthy();

    for (let i = 0; i < 3; i++) await poll();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('offers the credit note of a refunded order beside its invoice and downloads it by order id', async () => {
    const { fetchMock } = renderOrders([
      order(4, '2026-03-04T10:00:00.000Z', { status: 'PAYMENT_SUCCESS' }),
      order(5, '2026-03-05T10:00:00.000Z', {
        orderStatus: 'CANCELLED',
        status: 'PAYMENT_REFUNDED',
        invoicePdfPath: 'NID-26-27-000005.pdf',
        invoiceNumber: 'NID/26-27/000005',
        creditNoteNumber: 'NCN/26-27/000001',
      }),
    ]);
    const [refunded, paid] = await screen.findAllByRole('article');
    expect(within(paid).queryByRole('button', { name: /credit note/i })).toBeNull();
    expect(within(refunded).getByRole('button', { name: /Invoice/ })).toBeTruthy();
    const button = within(refunded).getByRole('button', { name: 'Download credit note NCN/26-27/000001' });
    expect(button.textContent).toBe(messages.creditNote);
    await act(async () => button.click());
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      `/api/credit-note/download/${SHOPPER._id}/order-5`,
    );
  });
});
