import { cartTotalsOf, joinAddress, messages } from '@nidra/shared';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './support/browser.ts';
import { addToCartByApi, cartOf, productWithFewLeft, shopperWithAddress } from './support/checkout-helpers.ts';
import { call, restoreSessionBeforeLoad } from './support/shop-api.ts';

// Spec §7 POST /api/payment carries the shipping address as "joined text" without fixing a format: a
// client that joins the saved address's fields its own way still pays, and the order ships to the
// saved address as the store keeps it.

const { open } = useBrowser();

type Order = { _id: string; shippingAddress: string; orderStatus: string };

describe('payment body with the address joined by the client', () => {
  it('finds the saved address from comma-joined fields, pays in the sandbox and ships to it', async () => {
    const { session } = await shopperWithAddress('Farah Khan', 'joined');
    const product = await productWithFewLeft(50);
    await addToCartByApi(session, product._id);
    const cart = await cartOf(session);
    const totals = cartTotalsOf(cart.items);
    // shopperWithAddress saved: Farah Khan, 221, Sector 15, Gurugram, Haryana, 122001, India, 9123456780.
    const started = await call<{ message: string; paymentUrl?: string }>('/api/payment', {
      token: session.token,
      body: {
        userId: session.user._id,
        shippingAddress: 'Farah Khan, 221, Sector 15, Gurugram, Haryana, 122001, India',
        mobileNumber: '9123456780',
        totalAmount: totals.totalAmount,
        cartId: cart._id,
        shippingFee: totals.shippingFee,
      },
    });
    expect(started.status, started.data.message).toBe(200);
    expect(started.data.message).toBe('ok');

    const page = await open(DESKTOP);
    await restoreSessionBeforeLoad(page, session);
    await page.goto(started.data.paymentUrl!);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('heading', { name: messages.paymentSuccessTitle }).waitFor();

    const { data: orders } = await call<Order[]>(`/api/orders/${session.user._id}`, { token: session.token });
    expect(orders).toHaveLength(1);
    expect(orders[0].shippingAddress).toBe(
      joinAddress({
        name: 'Farah Khan',
        houseNumber: '221',
        street: 'Sector 15',
        city: 'Gurugram',
        state: 'Haryana',
        postalCode: '122001',
        country: 'India',
        phoneNumber: '9123456780',
      }),
    );
  });
});
