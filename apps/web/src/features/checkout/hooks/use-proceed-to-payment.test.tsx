import { computeCartTotals, joinAddress, messages } from '@nidra/shared';
import type { Address } from '@nidra/shared/address/address.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProceedToPayment } from './use-proceed-to-payment.ts';

const USER = {
  _id: '6b1d6c3e-0000-4000-8000-000000000001',
  name: 'Asha',
  email: 'asha@example.in',
  phoneNumber: '9876543210',
  role: 'customer',
};
const CART_ID = '6b1d6c3e-0000-4000-8000-0000000000ca';
const HOME: Address = {
  _id: '6b1d6c3e-0000-4000-8000-0000000000ad',
  name: 'Asha Rao',
  houseNumber: '12-4',
  street: 'MG Road',
  city: 'Hyderabad',
  state: 'Telangana',
  postalCode: '500001',
  country: 'India',
  phoneNumber: '9876543210',
};
const TOTALS = computeCartTotals([{ quantity: 2, MRP: 1500, sellingPrice: 1000, productQuantity: 5 }]);
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function Harness({ selectedId }: { selectedId: string | null }) {
  const { proceed, error, busy } = useProceedToPayment();
  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() => proceed({ cartId: CART_ID, totals: TOTALS, addresses: [HOME], selectedId })}
      >
        Proceed to Payment
      </button>
      {error && <p role="alert">{error}</p>}
    </>
  );
}

function renderHarness(selectedId: string | null, answer: () => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === '/api/payment' && init?.method === 'POST' ? answer() : json({ message: 'Not found' }, 404),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness selectedId={selectedId} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const clickProceed = () => userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

beforeEach(() => {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('user', JSON.stringify(USER));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.location.hash = '';
});

describe('useProceedToPayment', () => {
  it('asks for a delivery address when none is selected, without calling the server', async () => {
    const fetchMock = renderHarness(null, () => json({}));
    await clickProceed();
    expect(screen.getByRole('alert').textContent).toBe(messages.selectAddress);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the selected address is not found when it no longer exists', async () => {
    const fetchMock = renderHarness('6b1d6c3e-0000-4000-8000-00000000dead', () => json({}));
    await clickProceed();
    expect(screen.getByRole('alert').textContent).toBe(messages.addressNotFound);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the payment request and goes to the payment page', async () => {
    const fetchMock = renderHarness(HOME._id, () => json({ message: 'ok', paymentUrl: '#sandbox-pay' }));
    await clickProceed();
    await vi.waitFor(() => expect(window.location.hash).toBe('#sandbox-pay'));
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      userId: USER._id,
      shippingAddress: joinAddress(HOME),
      mobileNumber: HOME.phoneNumber,
      totalAmount: 2080,
      cartId: CART_ID,
      shippingFee: 80,
      addressId: HOME._id,
    });
    expect((screen.getByRole('button', { name: 'Proceed to Payment' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's message on a 400", async () => {
    renderHarness(HOME._id, () => json({ message: 'The cart total has changed. Please review your cart.' }, 400));
    await clickProceed();
    expect((await screen.findByRole('alert')).textContent).toBe('The cart total has changed. Please review your cart.');
  });

  it("shows the server's message when payments are rate-limited (429)", async () => {
    renderHarness(HOME._id, () => json({ message: messages.tooManyPayments }, 429));
    await clickProceed();
    expect((await screen.findByRole('alert')).textContent).toBe(messages.tooManyPayments);
  });

  it('shows Error proceeding to payment on any other failure', async () => {
    renderHarness(HOME._id, () => json({ message: 'Internal Server Error' }, 500));
    await clickProceed();
    expect((await screen.findByRole('alert')).textContent).toBe(messages.proceedToPaymentError);
  });
});
