import { computeCartTotals, joinAddress, messages } from '@nidra/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithClient, sentBody, stubApi } from '../../../test/harness.tsx';
import { HOME_ADDRESS, SHOPPER, signInShopper } from '../../../test/shopper.ts';
import { useProceedToPayment } from './use-proceed-to-payment.ts';

const CART_ID = '6b1d6c3e-0000-4000-8000-0000000000ca';
const TOTALS = computeCartTotals([{ quantity: 2, MRP: 1500, sellingPrice: 1000, productQuantity: 5 }]);

function Harness({ selectedId }: { selectedId: string | null }) {
  const { proceed, error, busy } = useProceedToPayment();
  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() => proceed({ cartId: CART_ID, totals: TOTALS, addresses: [HOME_ADDRESS], selectedId })}
      >
        Proceed to Payment
      </button>
      {error && <p role="alert">{error}</p>}
    </>
  );
}

function renderHarness(selectedId: string | null, answer: () => Response) {
  const fetchMock = stubApi((url, init) => (url === '/api/payment' && init?.method === 'POST' ? answer() : undefined));
  renderWithClient(<Harness selectedId={selectedId} />);
  return fetchMock;
}

const clickProceed = () => userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

beforeEach(() => {
  signInShopper();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
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
    const fetchMock = renderHarness(HOME_ADDRESS._id, () => json({ message: 'ok', paymentUrl: '#sandbox-pay' }));
    await clickProceed();
    await vi.waitFor(() => expect(window.location.hash).toBe('#sandbox-pay'));
    expect(sentBody(fetchMock, 0)).toEqual({
      userId: SHOPPER._id,
      shippingAddress: joinAddress(HOME_ADDRESS),
      mobileNumber: HOME_ADDRESS.phoneNumber,
      totalAmount: 2080,
      cartId: CART_ID,
      shippingFee: 80,
      addressId: HOME_ADDRESS._id,
    });
    expect((screen.getByRole('button', { name: 'Proceed to Payment' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's message on a 400", async () => {
    renderHarness(HOME_ADDRESS._id, () =>
      json({ message: 'The cart total has changed. Please review your cart.' }, 400),
    );
    await clickProceed();
    expect((await screen.findByRole('alert')).textContent).toBe('The cart total has changed. Please review your cart.');
  });

  it("shows the server's message when payments are rate-limited (429)", async () => {
    renderHarness(HOME_ADDRESS._id, () => json({ message: messages.tooManyPayments }, 429));
    await clickProceed();
    expect((await screen.findByRole('alert')).textContent).toBe(messages.tooManyPayments);
  });

  it('shows Error proceeding to payment on any other failure', async () => {
    renderHarness(HOME_ADDRESS._id, () => json({ message: 'Internal Server Error' }, 500));
    await clickProceed();
    expect((await screen.findByRole('alert')).textContent).toBe(messages.proceedToPaymentError);
  });
});
