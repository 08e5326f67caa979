import { joinAddress, messages } from '@nidra/shared';
import { describe, expect, it } from 'vitest';
import { addToCart, orderIdOf, orderRow, paymentBodyFor, startPayment } from '../../test/checkout-journey.ts';
import { bearer, createProduct, createShopper, type Shopper } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

// Spec §7 POST /api/payment: `shippingAddress (joined text)` in a format the spec does not fix. The
// saved address is found however the client joined its fields; the order still ships only to it.

const t = useTestApp();

const BENGALURU = {
  name: 'Meera Iyer',
  houseNumber: 'Flat 4B, Lotus Residency',
  street: 'MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
  phoneNumber: '9000000000',
};
const COMMA_JOINED = 'Meera Iyer, Flat 4B, Lotus Residency, MG Road, Bengaluru, Karnataka, 560001, India';

async function saveAddress(owner: Shopper, fields = BENGALURU): Promise<{ _id: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/address/${owner.id}`,
    headers: bearer(owner.token),
    payload: fields,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

/** A shopper (with the fixtures' Hyderabad address) and one product in the cart. */
async function shopperWithCart() {
  const s = await createShopper(t);
  const product = await createProduct(t.database.db, { sellingPrice: 89_900, quantity: 5 });
  return { s, cart: await addToCart(t, s, product.id, 1) };
}

/** The spec's body alone: the joined text, no addressId. */
function payWithText(s: Shopper, cart: Parameters<typeof paymentBodyFor>[1], shippingAddress: string) {
  const { addressId: _ignored, ...body } = paymentBodyFor(s, cart, { shippingAddress });
  return startPayment(t, s, body);
}

const shippedTo = async (res: Awaited<ReturnType<typeof startPayment>>) =>
  orderRow(t.database.db, orderIdOf(res.json().paymentUrl));

describe('POST /api/payment finds the saved address however its text was joined', () => {
  it('takes the fields joined with ", " and ships to the saved address as the store joins it', async () => {
    const { s, cart } = await shopperWithCart();
    await saveAddress(s);
    const res = await payWithText(s, cart, COMMA_JOINED);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('ok');
    expect(await shippedTo(res)).toMatchObject({
      shippingAddress: joinAddress(BENGALURU),
      shippingState: 'Karnataka',
      buyerName: 'Meera Iyer',
      mobile: '9000000000',
    });
  });

  it('ignores case, spacing, punctuation and a phone number after the country', async () => {
    const { s, cart } = await shopperWithCart();
    await saveAddress(s);
    for (const text of [
      'MEERA IYER\nFlat 4B Lotus Residency\nMG Road\nBengaluru - Karnataka - 560 001\nIndia',
      `${COMMA_JOINED}. Phone: +91 90000 00000`,
      `  meera iyer ; flat 4b ; lotus residency ; mg road ; bengaluru ; karnataka ; 560001 ; india ; 9000000000  `,
    ]) {
      const res = await payWithText(s, cart, text);
      expect(res.statusCode, text).toBe(200);
      expect((await shippedTo(res)).shippingAddress).toBe(joinAddress(BENGALURU));
    }
  });

  it("still refuses fields out of order, a missing field, or another shopper's address", async () => {
    const { s, cart } = await shopperWithCart();
    await saveAddress(s);
    const other = await createShopper(t);
    await saveAddress(other, { ...BENGALURU, name: 'Someone Else' });
    for (const text of [
      'Meera Iyer, Flat 4B, Lotus Residency, MG Road, Bengaluru, 560001, Karnataka, India',
      'Meera Iyer, Flat 4B, Lotus Residency, MG Road, Bengaluru, Karnataka, India',
      'Someone Else, Flat 4B, Lotus Residency, MG Road, Bengaluru, Karnataka, 560001, India',
    ]) {
      const res = await payWithText(s, cart, text);
      expect(res.statusCode, text).toBe(400);
      expect(res.json()).toEqual({ message: messages.addressNotFound });
    }
  });

  it('of two saved addresses that both match, takes the one an order went to last', async () => {
    const { s, cart } = await shopperWithCart();
    const first = await saveAddress(s);
    // The same place saved again with another phone: both match the text, which names no phone.
    const second = await saveAddress(s, { ...BENGALURU, phoneNumber: '9111111111' });
    // Neither used yet: the one saved last.
    expect((await shippedTo(await payWithText(s, cart, COMMA_JOINED))).mobile).toBe('9111111111');

    const toFirst = await startPayment(t, s, paymentBodyFor(s, cart, { addressId: first._id }));
    expect(toFirst.statusCode).toBe(200);
    expect((await shippedTo(await payWithText(s, cart, COMMA_JOINED))).mobile).toBe('9000000000');

    const toSecond = await startPayment(t, s, paymentBodyFor(s, cart, { addressId: second._id }));
    expect(toSecond.statusCode).toBe(200);
    expect((await shippedTo(await payWithText(s, cart, COMMA_JOINED))).mobile).toBe('9111111111');
  });
});
