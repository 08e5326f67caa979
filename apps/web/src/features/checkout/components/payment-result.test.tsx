import { messages } from '@nidra/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../../lib/router.tsx';
import { createTestQueryClient, json, renderWithClient, stubApi } from '../../../test/harness.tsx';
import { FAST_POLL_MS, FAST_POLLS, SLOW_POLL_MS } from '../api/validate-payment.ts';
import { PaymentResult } from './payment-result.tsx';

const TX = '0c8f2b1e-1111-4000-8000-000000000abc';

function stubValidation(answer: () => Promise<Response> | Response) {
  return stubApi((url) => (url === `/api/payment/validate/${TX}` ? answer() : undefined));
}

function renderResult(transactionId: string | null = TX) {
  const client = createTestQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  renderWithClient(
    <MemoryRouter>
      <PaymentResult transactionId={transactionId} />
    </MemoryRouter>,
    { client },
  );
  return { invalidate };
}

const invalidatedKeys = (spy: ReturnType<typeof renderResult>['invalidate']) =>
  spy.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));

beforeEach(() => {
  localStorage.setItem('token', 'test-token');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const PENDING = { success: false, status: 'PAYMENT_INITIATED', orderId: 'o1', orderNumber: 1044, message: 'pending' };
/** Moves the page's clock on (fake timers: the polling schedule runs without waiting for it). */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('PaymentResult', () => {
  it('shows Validating Payment... while the server decides', async () => {
    stubValidation(() => new Promise<Response>(() => {}));
    renderResult();
    expect(screen.getByRole('status').textContent).toBe(messages.validatingPayment);
    expect(screen.queryByRole('link', { name: 'Go to Checkout' })).toBeNull();
  });

  it('shows the success state with links to Your Orders and Continue Shopping, and refreshes cart and orders', async () => {
    stubValidation(() =>
      json({ success: true, status: 'PAYMENT_SUCCESS', orderId: 'o1', orderNumber: 1042, message: 'ok' }),
    );
    const { invalidate } = renderResult();

    expect(await screen.findByRole('heading', { name: messages.paymentSuccessTitle })).toBeTruthy();
    expect(screen.getByText(messages.paymentSuccessText)).toBeTruthy();
    expect(screen.getByText('Order ORD1042')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Go to Checkout' })).toBeNull();
    expect(invalidatedKeys(invalidate)).toEqual(expect.arrayContaining(['["cart"]', '["orders"]']));
  });

  it('shows the failed state with Go to Checkout', async () => {
    stubValidation(() =>
      json({ success: false, status: 'PAYMENT_FAILED', orderId: 'o1', orderNumber: 1043, message: 'failed' }),
    );
    const { invalidate } = renderResult();

    expect(await screen.findByRole('heading', { name: messages.paymentFailedTitle })).toBeTruthy();
    expect(screen.getByText(messages.paymentFailedText)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Checkout' }).getAttribute('href')).toBe('/checkout');
    expect(invalidatedKeys(invalidate)).toEqual(expect.arrayContaining(['["cart"]', '["orders"]']));
  });

  it('shows the error state with Go to Checkout when validation itself fails', async () => {
    stubValidation(() => json({ message: 'Internal Server Error' }, 500));
    renderResult();

    expect(await screen.findByRole('heading', { name: messages.paymentErrorTitle }, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByText(messages.paymentFailedText)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it('shows the error state when the page is opened without a transaction id', () => {
    const fetchMock = stubValidation(() => json({}));
    renderResult(null);
    expect(screen.getByRole('heading', { name: messages.paymentErrorTitle })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps polling a pending payment, then shows it as pending with Check again and no Go to Checkout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    let answer: object = PENDING;
    const fetchMock = stubValidation(() => json(answer));
    const { invalidate } = renderResult();

    // The first ~30 s: still 'Validating Payment...', asking again on the schedule.
    await advance(FAST_POLL_MS * (FAST_POLLS - 1));
    expect(screen.getByRole('status').textContent).toBe(messages.validatingPayment);
    expect(fetchMock).toHaveBeenCalledTimes(FAST_POLLS);

    // Still pending after the window: the pending state, never the failed one.
    await advance(FAST_POLL_MS);
    expect(screen.getByRole('heading', { name: messages.paymentPendingTitle })).toBeTruthy();
    expect(screen.getByText(messages.paymentStillConfirming)).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.checkAgain })).toBeTruthy();
    expect(screen.queryByRole('link', { name: messages.goToCheckout })).toBeNull();
    expect(screen.queryByText(messages.paymentFailedTitle)).toBeNull();
    expect(invalidatedKeys(invalidate)).not.toContain('["orders"]');

    // The page keeps asking, less often, and updates when the bank confirms.
    const calls = fetchMock.mock.calls.length;
    await advance(SLOW_POLL_MS);
    expect(fetchMock.mock.calls.length).toBe(calls + 1);
    answer = { ...PENDING, success: true, status: 'PAYMENT_SUCCESS' };
    await advance(SLOW_POLL_MS);
    expect(screen.getByRole('heading', { name: messages.paymentSuccessTitle })).toBeTruthy();
    expect(screen.getByText('Order ORD1044')).toBeTruthy();
    expect(invalidatedKeys(invalidate)).toEqual(expect.arrayContaining(['["cart"]', '["orders"]']));
  });

  it('asks again at once on Check again, and shows a failure the bank reports', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    let answer: object = PENDING;
    const fetchMock = stubValidation(() => json(answer));
    renderResult();
    await advance(FAST_POLL_MS * FAST_POLLS);
    const checkAgain = screen.getByRole('button', { name: messages.checkAgain });

    answer = { ...PENDING, status: 'PAYMENT_FAILED' };
    const calls = fetchMock.mock.calls.length;
    fireEvent.click(checkAgain);
    await advance(0);
    expect(fetchMock.mock.calls.length).toBe(calls + 1);
    expect(screen.getByRole('heading', { name: messages.paymentFailedTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.goToCheckout }).getAttribute('href')).toBe('/checkout');
  });

  it('keeps a pending payment pending when a later check fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    let status = 200;
    stubValidation(() => (status === 200 ? json(PENDING) : json({ message: 'Error verifying payment' }, 502)));
    renderResult();
    await advance(FAST_POLL_MS);
    status = 502;
    // A failed check is retried once, a second later, before it counts as an answer.
    await advance((FAST_POLL_MS + 1_000) * FAST_POLLS);
    expect(screen.getByRole('heading', { name: messages.paymentPendingTitle })).toBeTruthy();
    expect(screen.queryByRole('link', { name: messages.goToCheckout })).toBeNull();
  });
});
