import {
  computeCartTotals,
  findAddressByText,
  isAddressText,
  isSoldOut,
  joinAddress,
  messages,
  type OfferLine,
  type OfferOutcome,
  RESERVATION_MINUTES,
  shippingFeeFor,
  toPaise,
  toRupees,
} from '@nidra/shared';
import type { PaymentBody } from '@nidra/shared/orders/order.schema';
import type { Tx } from '../../db/client.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import type { CartRepository } from '../cart/cart.repository.ts';
import { pinOfText } from '../shipping/delivery-check.ts';
import type { CheckoutRepository } from './checkout.repository.ts';
import type { OpenPaymentRepository } from './open-payment.repository.ts';

/** The offers of an order being placed, priced inside its transaction (promotions module, ADR 0023). */
type OrderOffers = {
  offersForOrder: (
    tx: Tx,
    userId: string,
    code: string | null,
    lines: OfferLine[],
    feePaise: number,
  ) => Promise<OfferOutcome>;
};

/** The repositories an order is placed with (checkout and cash on delivery alike). */
export type PlaceOrderDeps = {
  openPayments: OpenPaymentRepository;
  carts: CartRepository;
  repo: CheckoutRepository;
  offers: OrderOffers;
};

/** `shipPin`: the PIN the order ships to, which checkout has the courier check (ADR 0024). */
type PlacedOrder = { orderId: string; orderNumber: number; amountPaise: number; shipPin: string | null };

/**
 * Stock holds are counted here only: the storefront keeps showing products.quantity, so an item
 * held by an unpaid checkout still looks available for those 20 minutes and a second shopper is
 * told at "Proceed to Payment" (400 with a message the page shows) rather than never seeing it.
 * A shopper has one open payment at most: starting another cancels the earlier open order and
 * releases its hold first (its gateway order is left to expire; paid after all, it is refunded), so
 * a retry after "back" works while one account can never hold more than one cart's worth of stock.
 *
 * One short transaction: locks the shopper, cancels their open order, locks the cart's products
 * while reading its lines, prices the cart with the shared totals rule (sold-out lines excluded),
 * checks the client's figures and the unreserved stock, then writes the order (PENDING / PAYMENT_INITIATED), its line snapshots
 * and a RESERVATION_MINUTES hold on the units.
 */
export async function placeOrder(
  tx: Tx,
  { openPayments, carts, repo, offers }: PlaceOrderDeps,
  user: { id: string; name: string },
  body: PaymentBody,
): Promise<PlacedOrder> {
  await openPayments.lockShopper(user.id, tx);
  await openPayments.cancelOpenOrders(user.id, 'shopper', tx);
  // Locked and read in one statement: a line added meanwhile is not in this order (the totals check
  // below then asks for a fresh look at the cart).
  const lines = await carts.lockCartLines(user.id, body.cartId, tx);
  // No lines: an empty cart (answered below) or someone else's cart id.
  if (lines.length === 0 && (await carts.findCartIdByUser(user.id, tx)) !== body.cartId)
    throw forbidden(messages.notAllowed);
  const live = lines.filter((l) => !isSoldOut(l.product.quantity, l.product.isActive));
  if (live.length === 0) throw badRequest(lines.length === 0 ? messages.cartEmpty : messages.soldOutInCart);
  // Offers (ADR 0023): the cart's code and the automatic offers, with their uses counted in this transaction.
  const pieces = live.reduce((n, l) => n + l.quantity, 0);
  const offered = await offers.offersForOrder(
    tx,
    user.id,
    lines[0]?.couponCode ?? null,
    live.map((l) => ({
      quantity: l.quantity,
      unitPaise: l.product.sellingPrice,
      subcategoryId: l.product.subcategoryId,
      designKey: l.product.designKey,
    })),
    toPaise(shippingFeeFor(pieces)),
  );
  const discountOf = new Map(live.map((l, i) => [l.itemId, offered.lineDiscountsPaise[i]]));
  const totals = computeCartTotals(
    lines.map((l) => ({
      quantity: l.quantity,
      MRP: toRupees(l.product.mrp),
      sellingPrice: toRupees(l.product.sellingPrice),
      productQuantity: l.product.quantity,
      isActive: l.product.isActive,
      discountPaise: discountOf.get(l.itemId) ?? 0,
    })),
    { freeShipping: offered.freeShipping },
  );
  const amountPaise = toPaise(totals.totalAmount);
  if (toPaise(body.totalAmount) !== amountPaise || toPaise(body.shippingFee) !== toPaise(totals.shippingFee))
    throw badRequest(messages.cartTotalChanged);

  const held = await repo.findHeld(
    live.map((l) => l.productId),
    tx,
  );
  if (live.some((l) => l.product.quantity - (held.get(l.productId) ?? 0) < l.quantity))
    throw badRequest(messages.stockTaken);

  const shipTo = await resolveShipping(repo, tx, user.id, body);
  const order = await repo.insertOrderWithHolds(
    {
      userId: user.id,
      amount: amountPaise,
      shippingFee: toPaise(totals.shippingFee),
      discount: toPaise(totals.offerDiscount),
      shippingSaving: toPaise(totals.shippingSaving),
      shippingAddress: shipTo.text,
      shippingState: shipTo.state,
      buyerName: shipTo.name,
      mobile: shipTo.mobile,
    },
    live.map((l) => ({
      productId: l.productId,
      quantity: l.quantity,
      price: l.product.sellingPrice,
      mrp: l.product.mrp,
      name: l.product.name,
      hsn: l.product.hsn,
      discount: discountOf.get(l.itemId) ?? 0,
    })),
    RESERVATION_MINUTES,
    offered.applied.map((a) => ({
      promotionId: a.id,
      name: a.name,
      code: a.code,
      discount: a.discountPaise,
      shippingSaving: a.shippingSavingPaise,
    })),
    tx,
  );
  return { orderId: order.id, orderNumber: order.orderNumber, amountPaise, shipPin: pinOfText(shipTo.text) };
}

/**
 * Where the order goes, always from a saved address of this shopper: the one named by `addressId`,
 * else the one the `shippingAddress` text names however the client joined its fields (isAddressText);
 * of several, the one an order went to last.
 */
async function resolveShipping(
  repo: CheckoutRepository,
  tx: Tx,
  userId: string,
  body: Pick<PaymentBody, 'addressId' | 'shippingAddress'>,
) {
  const address = body.addressId
    ? await repo.findAddressOfUser(userId, body.addressId, tx)
    : await findAddressForText(repo, tx, userId, body.shippingAddress);
  if (!address) throw badRequest(messages.addressNotFound);
  return { text: joinAddress(address), mobile: address.phoneNumber, name: address.name, state: address.state };
}

/** The saved address a joined text names; the orders are asked only when more than one matches. */
async function findAddressForText(repo: CheckoutRepository, tx: Tx, userId: string, text: string) {
  const matching = (await repo.findAddressesOfUser(userId, tx)).filter((a) => isAddressText(text, a));
  if (matching.length < 2) return matching[0];
  return findAddressByText(text, matching, await repo.findLastOrderedAt(userId, matching.map(joinAddress), tx));
}
