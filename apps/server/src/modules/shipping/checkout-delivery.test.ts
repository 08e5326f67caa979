import { joinAddress } from '@nidra/shared/address/address.rules';
import { shippingMessages } from '@nidra/shared/shipping/shipping.messages';
import { describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema/index.ts';
import { addToCart, holdsOf, ordersOf, paymentBodyFor, startPayment } from '../../test/checkout-journey.ts';
import { bearer, createProduct, createShopper, type Shopper } from '../../test/fixtures.ts';
import { createTestApp, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

/** A shopper whose one saved address is at this PIN, in this state and city. */
async function shopperAt(postalCode: string, state: string, city: string): Promise<Shopper & { shipTo: string }> {
  const s = await createShopper(t);
  const address = {
    houseNumber: '4',
    street: 'Main Road',
    city,
    state,
    postalCode,
    country: 'India',
    phoneNumber: '9876543210',
  };
  const [row] = await t.database.db
    .insert(addresses)
    .values({ userId: s.id, ...address, name: s.name })
    .returning();
  return { ...s, addressId: row.id, shipTo: joinAddress({ ...address, name: s.name }) };
}

describe('checkout asks the courier about the address first', () => {
  it('refuses an address the courier does not serve, with a clear message and no order', async () => {
    const s = await shopperAt('744101', 'Andaman and Nicobar Islands', 'Port Blair');
    const product = await createProduct(t.database.db);
    const cart = await addToCart(t, s, product.id);
    const res = await startPayment(t, s, paymentBodyFor(s, cart, { shippingAddress: s.shipTo }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: shippingMessages.pinNotServiceable });
    expect(await ordersOf(t.database.db, s.id)).toHaveLength(0);
  });

  it('offers Cash on Delivery only where the courier collects cash; paying online there still works', async () => {
    const s = await shopperAt('190001', 'Jammu and Kashmir', 'Srinagar');
    const product = await createProduct(t.database.db, { quantity: 3 });
    const cart = await addToCart(t, s, product.id);
    const body = paymentBodyFor(s, cart, { shippingAddress: s.shipTo });
    const cod = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cod',
      headers: bearer(s.token),
      payload: { ...body, totalAmount: (Math.round(body.totalAmount * 100) + 4900) / 100, codFee: 49 },
    });
    expect(cod.statusCode).toBe(400);
    expect(cod.json()).toEqual({ message: shippingMessages.codNotAvailableAtCheckout });
    const online = await startPayment(t, s, body);
    expect(online.statusCode).toBe(200);
  });

  it('refuses a text naming a served PIN when the address picked ships elsewhere', async () => {
    const s = await shopperAt('744101', 'Andaman and Nicobar Islands', 'Port Blair');
    const product = await createProduct(t.database.db);
    const cart = await addToCart(t, s, product.id);
    // The Hyderabad text (served) with the Port Blair address's id: the order would go to Port Blair,
    // so it fails and nothing is held.
    const res = await startPayment(t, s, paymentBodyFor(s, cart));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: shippingMessages.pinNotServiceable });
    const [order] = await ordersOf(t.database.db, s.id);
    expect(order.paymentStatus).toBe('PAYMENT_FAILED');
    expect(await holdsOf(t.database.db, order.id)).toBe(0);
  });

  it('lets the shop sell when the courier cannot be reached, and says so on the delivery check', async () => {
    const down = await createTestApp({
      COURIER_PROVIDER: 'shiprocket',
      SHIPROCKET_EMAIL: 'api@shop.example.in',
      SHIPROCKET_PASSWORD: 'secret',
      SHIPROCKET_API_URL: 'http://127.0.0.1:9',
      COURIER_WEBHOOK_TOKEN: 'hook-token',
    });
    try {
      const check = await down.app.inject({ method: 'GET', url: '/api/delivery-check?pin=110001' });
      expect(check.statusCode).toBe(502);
      expect(check.json()).toEqual({ message: shippingMessages.courierUnavailable });
      const s = await createShopper(down);
      const product = await createProduct(down.database.db);
      const cart = await addToCart(down, s, product.id);
      expect((await startPayment(down, s, paymentBodyFor(s, cart))).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });
});
