import { cartTotalsOf, joinAddress } from '@nidra/shared';
import type { Cart } from '@nidra/shared/cart/cart.schema';
import { expect } from 'vitest';
import { call, type Session } from './client.ts';

const HYDERABAD = {
  houseNumber: '12-2-417',
  street: 'Road No. 3',
  city: 'Hyderabad',
  state: 'Telangana',
  postalCode: '500034',
  country: 'India',
  phoneNumber: '9876543210',
};

/** Each step of a purchase names the instance (or balancer) it is sent to. */
export type Steps = { cart: string; pay: string; hostedPage: string; pressPay: string; validate: string };

/** A saved address for the shopper, added through `base`. */
export async function addAddress(base: string, s: Session): Promise<string> {
  const res = await call<{ _id: string }>(base, `/api/address/${s.user._id}`, {
    token: s.token,
    body: { ...HYDERABAD, name: s.user.name },
  });
  expect(res.status).toBe(201);
  return res.data._id;
}

/** Puts one product in the cart and starts paying for it: the POST /api/payment answer. */
export async function startPayment(
  cartBase: string,
  payBase: string,
  s: Session,
  addressId: string,
  productId: string,
) {
  const added = await call(cartBase, `/api/cart/${s.user._id}/add`, {
    token: s.token,
    body: { productId, quantity: 1 },
  });
  // 202: already in the cart (a second payment start for the same piece).
  expect([200, 202]).toContain(added.status);
  const cart = await call<Cart>(cartBase, `/api/cart/${s.user._id}`, { token: s.token });
  const totals = cartTotalsOf(cart.data.items);
  return call<{ message: string; paymentUrl: string }>(payBase, '/api/payment', {
    token: s.token,
    body: {
      userId: s.user._id,
      shippingAddress: joinAddress({ ...HYDERABAD, name: s.user.name }),
      mobileNumber: HYDERABAD.phoneNumber,
      totalAmount: totals.totalAmount,
      cartId: cart.data._id,
      shippingFee: totals.shippingFee,
      addressId,
    },
  });
}

/** A whole online purchase, each step on the instance `steps` names; the order id and validate's answer. */
export async function purchase(steps: Steps, s: Session, addressId: string, productId: string) {
  const paid = await startPayment(steps.cart, steps.pay, s, addressId, productId);
  expect(paid.status, JSON.stringify(paid.data)).toBe(200);
  const hosted = await call<string>(steps.hostedPage, new URL(paid.data.paymentUrl).pathname);
  expect(hosted.status).toBe(200);
  const action = hosted.data.match(/action="([^"]+)"/)?.[1];
  expect(action).toBeTruthy();
  const done = await call(steps.pressPay, action!, { body: new URLSearchParams({ outcome: 'success' }) });
  expect(done.status).toBe(303);
  const orderId = String(done.res.headers.get('location')).split('/').at(-1)!;
  const validated = await call<{ success: boolean; status: string }>(
    steps.validate,
    `/api/payment/validate/${orderId}`,
    { token: s.token },
  );
  return { orderId, validated };
}
