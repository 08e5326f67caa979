import { orderLabel } from '@nidra/shared/orders/order.rules';
import { returnMessages } from '@nidra/shared/returns/return.messages';
import { parseStoreAddress } from '@nidra/shared/store/store.defaults';
import type { AppContext } from '../../app-context.ts';
import type { Courier, CreatedShipment, ShipmentAddress } from '../../courier/courier.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { parseOrderAddress } from '../shipping/parse-order-address.ts';
import type { ReturnRow, ReturnsRepository } from './returns.repository.ts';

const PIECE_GRAMS = 500;

/** Where returned pieces go: the store's address and pickup PIN, as its invoices print it. */
function storeAddress(env: AppContext['env']): ShipmentAddress {
  const lines = parseStoreAddress(env.STORE_ADDRESS);
  const cityLine = lines.find((l) => /\d{6}/.test(l)) ?? env.STORE_STATE;
  return {
    name: env.STORE_NAME,
    phone: env.STORE_PHONE.replace(/\D/g, '').slice(-10),
    email: env.STORE_EMAIL,
    address: lines.slice(0, 2).join(', '),
    city: cityLine.split(',')[0].trim(),
    state: env.STORE_STATE,
    pincode: env.PICKUP_PINCODE,
  };
}

/**
 * Asks the courier for a reverse pickup from the shopper's delivery address to the store (the return
 * id makes a repeated call answer the same pickup); a refusal is a 502 telling staff to retry or let
 * the shopper ship it back.
 */
export async function scheduleReversePickup(
  ctx: AppContext,
  courier: Courier,
  repo: ReturnsRepository,
  request: ReturnRow,
): Promise<CreatedShipment> {
  const order = await repo.findOrder(request.orderId);
  const customer = await repo.findCustomer(request.userId);
  const from = order && parseOrderAddress(order.shippingAddress, order, customer?.email ?? '');
  if (!order || !from) throw badRequest(returnMessages.returnNoCourier);
  const [lines, orderLines] = await Promise.all([repo.linesOf([request.id]), repo.findLines([order.id])]);
  const items = lines.map((l) => {
    const line = orderLines.find((o) => o.id === l.orderItemId);
    return {
      name: line?.name ?? '',
      sku: line?.productId ?? '',
      units: l.quantity,
      sellingPricePaise: line?.price ?? 0,
    };
  });
  try {
    return await courier.createReturnPickup({
      returnId: request.id,
      orderLabel: orderLabel(order.orderNumber),
      requestedAt: request.createdAt,
      from,
      to: storeAddress(ctx.env),
      items,
      subTotalPaise: items.reduce((n, i) => n + i.units * i.sellingPricePaise, 0),
      weightGrams:
        PIECE_GRAMS *
        Math.max(
          1,
          items.reduce((n, i) => n + i.units, 0),
        ),
    });
  } catch (err) {
    ctx.log.warn({ err, requestId: request.id }, 'reverse pickup not scheduled');
    throw new AppError(502, returnMessages.returnNoCourier);
  }
}
