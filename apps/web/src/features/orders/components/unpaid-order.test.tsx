import { messages } from '@nidra/shared';
import type { Order } from '@nidra/shared/orders/order.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../../lib/router.tsx';
import { installDialogPolyfill } from '../../../test/dialog-polyfill.ts';
import { json, renderWithClient, stubApi } from '../../../test/harness.tsx';
import { SHOPPER, signInShopper } from '../../../test/shopper.ts';
import { OrderList } from './order-list.tsx';

function order(n: number, overrides: Partial<Order> = {}): Order {
  return {
    _id: `order-${n}`,
    orderNumber: n,
    createdAt: `2026-03-0${n}T10:00:00.000Z`,
    amount: 1130,
    shippingFee: 80,
    trackingNumber: '',
    transactionId: null,
    invoicePdfPath: null,
    invoiceNumber: null,
    orderStatus: 'PENDING',
    status: 'PAYMENT_SUCCESS',
    shippingAddress: 'Asha, 12, MG Road, Hyderabad, Telangana - 500001, India. Phone: 9876543210',
    mobile: '9876543210',
    products: [],
    paymentResponse: null,
    ...overrides,
  };
}

/** Serves Your Orders (the list of the moment) and answers Pay again and Cancel as `answer` says. */
function renderOrders(list: () => Order[], answer: (url: string) => [number, unknown] | undefined = () => undefined) {
  const fetchMock = stubApi(async (url, init) => {
    if (url === `/api/orders/${SHOPPER._id}`) return json(list());
    if (init?.method === 'POST') return answer(url);
  });
  renderWithClient(
    <MemoryRouter>
      <OrderList />
    </MemoryRouter>,
    { toaster: true },
  );
  return fetchMock;
}

const posted = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([u]) => String(u));

beforeEach(() => {
  installDialogPolyfill();
  signInShopper();
});
afterEach(() => {
  window.location.hash = '';
});

describe('Your Orders in a shopper’s words', () => {
  it('names each payment state in words, never by its code, and keeps PENDING shown as PROCESSING', async () => {
    renderOrders(() => [
      order(1, { status: 'PAYMENT_SUCCESS' }),
      order(2, { status: 'COD_PENDING', paymentMethod: 'COD' } as Partial<Order>),
      order(3, { status: 'PAYMENT_INITIATED' }),
      order(4, { status: 'COD_COLLECTED', orderStatus: 'DELIVERED', paymentMethod: 'COD' } as Partial<Order>),
      order(5, { status: 'PAYMENT_REFUNDED', orderStatus: 'CANCELLED' }),
    ]);
    const [refunded, collected, unpaid, cod, paid] = await screen.findAllByRole('article');
    expect(within(paid).getByText(messages.paymentPaid)).toBeTruthy();
    expect(within(paid).getByText('PROCESSING')).toBeTruthy();
    expect(within(cod).getByText(messages.paymentOnDelivery)).toBeTruthy();
    expect(within(unpaid).getByText(messages.paymentNotCompleted)).toBeTruthy();
    expect(within(collected).getByText(messages.paymentPaidInCash)).toBeTruthy();
    expect(within(refunded).getByText(messages.paymentRefunded)).toBeTruthy();
    const page = document.body.textContent ?? '';
    for (const code of ['PAYMENT_SUCCESS', 'COD_PENDING', 'PAYMENT_INITIATED', 'COD_COLLECTED', 'PAYMENT_REFUNDED'])
      expect(page).not.toContain(code);
    // Only the order left unpaid offers to pay again or cancel.
    expect(screen.getAllByRole('button', { name: messages.payAgain })).toHaveLength(1);
    expect(within(unpaid).getByRole('button', { name: messages.cancelUnpaidOrder })).toBeTruthy();
  });

  it('Pay again asks the server for the payment page and goes there', async () => {
    const fetchMock = renderOrders(
      () => [order(3, { status: 'PAYMENT_INITIATED' })],
      (url) => (url === '/api/orders/order-3/pay-again' ? [200, { message: 'ok', paymentUrl: '#gateway' }] : undefined),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: messages.payAgain }));
    await vi.waitFor(() => expect(window.location.hash).toBe('#gateway'));
    expect(posted(fetchMock)).toEqual(['/api/orders/order-3/pay-again']);
  });

  it('Pay again shows the server’s reason when the payment can no longer be completed', async () => {
    renderOrders(
      () => [order(3, { status: 'PAYMENT_INITIATED' })],
      () => [409, { message: messages.paymentNoLongerOpen }],
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: messages.payAgain }));
    expect(await screen.findByText(messages.paymentNoLongerOpen)).toBeTruthy();
    expect(window.location.hash).toBe('');
  });

  it('Cancel asks first, then cancels through the server and shows the order cancelled', async () => {
    let current = order(3, { status: 'PAYMENT_INITIATED' });
    const fetchMock = renderOrders(
      () => [current],
      (url) => {
        if (url !== '/api/orders/order-3/cancel') return undefined;
        current = { ...current, orderStatus: 'CANCELLED' };
        return [200, { message: messages.unpaidOrderCancelled }];
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: messages.cancelUnpaidOrder }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order ORD3?' });
    expect(within(dialog).getByText(messages.cancelUnpaidOrderConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: messages.cancelUnpaidOrder }));

    expect(await screen.findByText(messages.unpaidOrderCancelled)).toBeTruthy();
    expect(await screen.findByText(messages.orderCancelled)).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages.payAgain })).toBeNull();
    expect(posted(fetchMock)).toEqual(['/api/orders/order-3/cancel']);
  });
});
