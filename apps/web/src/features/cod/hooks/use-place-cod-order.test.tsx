import { COD_DEFAULTS, codAvailability, computeCartTotals, formatINR, joinAddress, messages } from '@nidra/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoute, sentBody, stubApi } from '../../../test/harness.tsx';
import { HOME_ADDRESS, SHOPPER, signInShopper } from '../../../test/shopper.ts';
import { PaymentMethodChoice } from '../components/payment-method-choice.tsx';
import { usePlaceCodOrderAction } from './use-place-cod-order.ts';

const CART_ID = '6b1d6c3e-0000-4000-8000-0000000000ca';
const TOTALS = computeCartTotals([{ quantity: 2, MRP: 1500, sellingPrice: 1000, productQuantity: 5 }]);

function Harness() {
  const { proceed, error } = usePlaceCodOrderAction();
  const place = () =>
    proceed({ cartId: CART_ID, totals: TOTALS, fee: 49, addresses: [HOME_ADDRESS], selectedId: HOME_ADDRESS._id });
  return (
    <>
      <button type="button" onClick={place}>
        {messages.placeOrder}
      </button>
      {error && <p role="alert">{error}</p>}
    </>
  );
}

function Choice({ orderValue }: { orderValue: number }) {
  const [method, setMethod] = useState<'ONLINE' | 'COD'>('ONLINE');
  const availability = codAvailability(COD_DEFAULTS, orderValue, messages);
  return (
    <>
      <PaymentMethodChoice value={method} onChange={setMethod} cod={{ fee: 49, availability }} />
      <p>chosen {method}</p>
    </>
  );
}

beforeEach(() => {
  signInShopper();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('Cash on Delivery at checkout', () => {
  it('offers both ways to pay, online first; COD can be chosen under the limit', async () => {
    stubApi();
    renderRoute('/checkout', <Choice orderValue={2080} />);
    const online = screen.getByRole('radio', { name: messages.payOnline });
    const cod = screen.getByRole('radio', { name: /^Cash on Delivery/ });
    expect(cod.closest('label')?.textContent).toContain('(+₹49)');
    expect(document.getElementById('cod-note')?.textContent).toBe(messages.codPayOnDelivery);
    expect((online as HTMLInputElement).checked).toBe(true);
    await userEvent.click(cod);
    expect(screen.getByText('chosen COD')).toBeTruthy();
  });

  it('greys COD out above the limit and says why', async () => {
    stubApi();
    renderRoute('/checkout', <Choice orderValue={5000.5} />);
    const cod = screen.getByRole('radio', { name: /^Cash on Delivery/ }) as HTMLInputElement;
    expect(cod.disabled).toBe(true);
    expect(cod.getAttribute('aria-describedby')).toBe('cod-note');
    expect(document.getElementById('cod-note')?.textContent).toBe(messages.codOverLimit(formatINR(5000)));
    await userEvent.click(cod);
    expect(screen.getByText('chosen ONLINE')).toBeTruthy();
  });

  it('places the order with the fee in the total and goes to Your Orders', async () => {
    const fetchMock = stubApi((url) =>
      url === '/api/orders/cod' ? json({ message: 'ok', orderId: 'o1', orderNumber: 1001, amount: 2129 }) : undefined,
    );
    renderRoute('/checkout', <Harness />);
    await userEvent.click(screen.getByRole('button', { name: messages.placeOrder }));
    await screen.findByText('Elsewhere');
    expect(sentBody(fetchMock)).toEqual({
      userId: SHOPPER._id,
      shippingAddress: joinAddress(HOME_ADDRESS),
      mobileNumber: HOME_ADDRESS.phoneNumber,
      totalAmount: 2129,
      cartId: CART_ID,
      shippingFee: 80,
      addressId: HOME_ADDRESS._id,
      codFee: 49,
    });
  });

  it("shows the server's reason when the order is refused (limit of open COD orders)", async () => {
    stubApi((url) => (url === '/api/orders/cod' ? json({ message: messages.codTooManyOpen(2) }, 409) : undefined));
    renderRoute('/checkout', <Harness />);
    await userEvent.click(screen.getByRole('button', { name: messages.placeOrder }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.codTooManyOpen(2));
  });
});
