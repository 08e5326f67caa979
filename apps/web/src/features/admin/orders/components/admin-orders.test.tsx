import { formatAdminDate, formatINR, messages } from '@nidra/shared';
import type { AdminOrder } from '@nidra/shared/admin/admin.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { installDialogPolyfill } from '../../../../test/dialog-polyfill.ts';
import { requestedUrls, stubApi } from '../../../../test/harness.tsx';
import { renderAdmin, withAdminSignedIn } from '../../test/render-admin.tsx';
import { AdminOrders } from './admin-orders.tsx';

function order(n: number, overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    _id: `5f0c0000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    orderNumber: n,
    createdAt: '2026-03-14T18:45:00.000Z',
    amount: 1130,
    shippingFee: 80,
    trackingNumber: '',
    transactionId: null,
    invoicePdfPath: null,
    invoiceNumber: null,
    orderStatus: 'PENDING',
    status: 'PAYMENT_SUCCESS',
    shippingAddress: 'Asha Rao, 12, MG Road, Hyderabad, Telangana - 500001, India. Phone: 9876543210',
    mobile: '9876543210',
    products: [],
    paymentResponse: null,
    customer: { _id: 'c1', name: 'Asha Rao', email: 'asha@example.in', phoneNumber: '9876543210' },
    totalQuantity: 2,
    ...overrides,
  };
}

const page = (orders: AdminOrder[], currentPage: number, totalPages: number) => ({
  orders,
  currentPage,
  totalPages,
  total: totalPages * 10,
});

beforeAll(installDialogPolyfill);
withAdminSignedIn();

describe('AdminOrders', () => {
  it('asks the server for each tab with &status= and pages with Prev/Next, showing Page X of Y', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi((url) => {
      const q = new URL(url, 'http://x').searchParams;
      if (!url.startsWith('/api/admin/orders?')) return undefined;
      const p = Number(q.get('page'));
      return [200, page([order(100 + p, { orderStatus: q.get('status') ?? 'PENDING' })], p, 3)];
    });
    renderAdmin('/admin/orders', <AdminOrders />);

    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect(requestedUrls(fetchMock)).toEqual(['/api/admin/orders?page=1&pageSize=10']);
    const row = screen.getByRole('row', { name: /ORD101/ });
    // Asia/Kolkata, en-IN, 12-hour: the day, then the time below it.
    const [day, time] = formatAdminDate('2026-03-14T18:45:00.000Z').split(/, (?=[^,]*$)/);
    expect(day).toBe('15 Mar 2026');
    expect(time).toMatch(/^12:15\s?am$/i);
    expect(row.querySelector('time')?.textContent).toBe(`${day}${time}`);
    expect(within(row).getByText(formatINR(1130))).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'View products of ORD101' }).getAttribute('href')).toBe(
      `/admin/orders/view/${order(101)._id}`,
    );
    expect(within(row).getByRole('link', { name: 'Edit ORD101' }).getAttribute('href')).toBe(
      `/admin/orders/edit/${order(101)._id}`,
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(requestedUrls(fetchMock)).toContain('/api/admin/orders?page=2&pageSize=10');

    await user.click(screen.getByRole('tab', { name: 'Dispatched' }));
    await waitFor(() =>
      expect(requestedUrls(fetchMock)).toContain('/api/admin/orders?page=1&pageSize=10&status=DISPATCHED'),
    );
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Dispatched' }).getAttribute('aria-selected')).toBe('true');

    // Arrow keys move between tabs (and select them), as in a tab list.
    await user.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(requestedUrls(fetchMock)).toContain('/api/admin/orders?page=1&pageSize=10&status=DELIVERED'),
    );
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Delivered' }));
    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    await waitFor(() =>
      expect(requestedUrls(fetchMock)).toContain('/api/admin/orders?page=1&pageSize=10&status=PENDING'),
    );
    expect(screen.getByRole('button', { name: 'Prev' })).toHaveProperty('disabled', true);
  });

  it('shows Verify Payment for an initiated payment only, and reports each outcome in a toast', async () => {
    const user = userEvent.setup();
    const [pending, paid, broken] = [
      order(201, { status: 'PAYMENT_INITIATED' }),
      order(202, { status: 'PAYMENT_INITIATED' }),
      order(203, { status: 'PAYMENT_INITIATED' }),
    ];
    const fetchMock = stubApi((url) => {
      if (url.startsWith('/api/admin/orders?'))
        return [200, page([pending, paid, broken, order(204, { status: 'PAYMENT_SUCCESS' })], 1, 1)];
      const answer = (o: AdminOrder, success: boolean, status: string) => ({
        success,
        status,
        orderId: o._id,
        orderNumber: o.orderNumber,
        message: '',
      });
      if (url === `/api/payment/validate/${pending._id}`) return [200, answer(pending, false, 'PAYMENT_INITIATED')];
      if (url === `/api/payment/validate/${paid._id}`) return [200, answer(paid, true, 'PAYMENT_SUCCESS')];
      if (url === `/api/payment/validate/${broken._id}`) return [502, { message: 'Bad gateway' }];
      return undefined;
    });
    renderAdmin('/admin/orders', <AdminOrders />);
    await screen.findByRole('row', { name: /ORD204/ }, { timeout: 5000 });
    expect(
      within(screen.getByRole('row', { name: /ORD204/ })).queryByRole('button', { name: 'Verify Payment' }),
    ).toBeNull();

    const verify = (n: number) =>
      user.click(
        within(screen.getByRole('row', { name: new RegExp(`ORD${n}`) })).getByRole('button', {
          name: 'Verify Payment',
        }),
      );

    // Abandoned at the gateway: the toast says it is still pending there and what happens next.
    await verify(201);
    expect(await screen.findByText(messages.verifyStillPending)).toBeTruthy();
    expect(messages.verifyStillPending).toMatch(/still shows this payment as pending/);
    expect(screen.queryByText(messages.paymentVerified)).toBeNull();

    await verify(202);
    expect(await screen.findByText(messages.paymentVerified)).toBeTruthy();

    await verify(203);
    expect(await screen.findByText(messages.verifyPaymentError)).toBeTruthy();

    // After each verification the list is read afresh.
    const listCalls = requestedUrls(fetchMock).filter((u) => u.startsWith('/api/admin/orders?'));
    expect(listCalls.length).toBeGreaterThanOrEqual(2);
  });

  it('has an Unpaid tab beside the spec’s tabs that asks the server for unpaid orders', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi((url) =>
      url.startsWith('/api/admin/orders?') ? [200, page([order(301, { status: 'PAYMENT_FAILED' })], 1, 1)] : undefined,
    );
    renderAdmin('/admin/orders', <AdminOrders />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'All Orders',
      'Pending',
      'Dispatched',
      'Delivered',
      'Unpaid',
      'COD to confirm',
    ]);
    await user.click(screen.getByRole('tab', { name: messages.orderTabUnpaid }));
    await waitFor(() =>
      expect(requestedUrls(fetchMock)).toContain('/api/admin/orders?page=1&pageSize=10&status=UNPAID'),
    );
    expect(screen.getByRole('tab', { name: messages.orderTabUnpaid }).getAttribute('aria-selected')).toBe('true');
  });

  it('cancels an order only after the confirmation', async () => {
    const user = userEvent.setup();
    const target = order(301);
    const fetchMock = stubApi((url, init) => {
      if (url.startsWith('/api/admin/orders?')) return [200, page([target], 1, 1)];
      if (url === `/api/admin/orders/${target._id}/cancel` && init?.method === 'POST')
        return [200, { ...target, orderStatus: 'CANCELLED' }];
      return undefined;
    });
    renderAdmin('/admin/orders', <AdminOrders />);
    await user.click(await screen.findByRole('button', { name: 'Cancel ORD301' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order ORD301?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(requestedUrls(fetchMock).some((u) => u.endsWith('/cancel'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel ORD301' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText(messages.orderUpdated)).toBeTruthy();
    expect(requestedUrls(fetchMock)).toContain(`/api/admin/orders/${target._id}/cancel`);
  });

  it('says in the confirmation whether the items go back into stock: not once they have left the store', async () => {
    const user = userEvent.setup();
    stubApi((url) =>
      url.startsWith('/api/admin/orders?')
        ? [
            200,
            page(
              [order(401), order(402, { orderStatus: 'DISPATCHED' }), order(403, { orderStatus: 'DELIVERED' })],
              1,
              1,
            ),
          ]
        : undefined,
    );
    renderAdmin('/admin/orders', <AdminOrders />);
    const textOf = async (n: number) => {
      await user.click(await screen.findByRole('button', { name: `Cancel ORD${n}` }));
      const dialog = await screen.findByRole('dialog', { name: `Cancel order ORD${n}?` });
      const text = dialog.querySelector('p')?.textContent;
      await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
      return text;
    };
    expect(await textOf(401)).toBe('The order will be marked CANCELLED and its items go back into stock.');
    expect(await textOf(402)).toBe(
      'The order will be marked CANCELLED. Its items have already left the store, so they do not go back into stock.',
    );
    expect(await textOf(403)).toBe(messages.cancelOrderShipped);
  });

  it('filters by shipment state on the server and flags an order not picked up 48 h after its AWB', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi((url) => {
      if (!url.startsWith('/api/admin/orders?')) return undefined;
      return [
        200,
        page(
          [
            order(301, { shipment: { state: 'AWB_ASSIGNED', awb: '19041234567801', pickupOverdue: true } }),
            order(302, { shipment: { state: 'AWB_ASSIGNED', awb: '19041234567802', pickupOverdue: false } }),
          ],
          1,
          1,
        ),
      ];
    });
    renderAdmin('/admin/orders', <AdminOrders />);

    const late = await screen.findByRole('row', { name: /ORD301/ });
    expect(within(late).getByText('Awaiting pickup')).toBeTruthy();
    expect(within(late).getByText('Not picked up in 48 h')).toBeTruthy();
    const onTime = screen.getByRole('row', { name: /ORD302/ });
    expect(within(onTime).getByText('Awaiting pickup')).toBeTruthy();
    expect(within(onTime).queryByText('Not picked up in 48 h')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Shipment' }), 'Failed attempt (NDR)');
    await waitFor(() =>
      expect(requestedUrls(fetchMock)).toContain('/api/admin/orders?page=1&pageSize=10&shipment=NDR'),
    );
    await user.click(screen.getByRole('tab', { name: 'Dispatched' }));
    await waitFor(() =>
      expect(requestedUrls(fetchMock)).toContain('/api/admin/orders?page=1&pageSize=10&status=DISPATCHED&shipment=NDR'),
    );
  });
});
