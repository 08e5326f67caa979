import { messages } from '@nidra/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentResult } from './payment-result.tsx';

const TX = '0c8f2b1e-1111-4000-8000-000000000abc';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubValidation(answer: () => Promise<Response> | Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
    String(input) === `/api/payment/validate/${TX}` ? answer() : json({ message: 'Not found' }, 404),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderResult(transactionId: string | null = TX) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PaymentResult transactionId={transactionId} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { invalidate };
}

const invalidatedKeys = (spy: ReturnType<typeof renderResult>['invalidate']) =>
  spy.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));

beforeEach(() => {
  localStorage.setItem('token', 'test-token');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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
});
