import { ORDER_STATUSES } from '@nidra/shared/orders/order.rules';
import {
  type OrderListFilter,
  UNCONFIRMED_COD,
  UNPAID_PAYMENT_STATUSES,
} from '@nidra/shared/orders/order-status.rules';
import { type SQL, sql } from 'drizzle-orm';

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
const SOLD = list(['PAYMENT_SUCCESS', 'COD_PENDING', 'COD_COLLECTED']);
const UNPAID = list(UNPAID_PAYMENT_STATUSES);
const UNCONFIRMED = list(UNCONFIRMED_COD);

/** A sold order that may be shipped: not a COD order still waiting for its confirmation (ADR 0025). */
export const shippableCondition = (alias = '"orders"') =>
  `${alias}.payment_status in (${SOLD}) and (${alias}.cod_confirmation is null or ${alias}.cod_confirmation not in (${UNCONFIRMED}))`;

/**
 * The admin orders list's filter as SQL over `alias` (a table name or alias): Pending is a paid or
 * COD order not yet dispatched, Unpaid an order whose payment never arrived, any other status as is.
 * The values are literals from a closed list, so each filter keeps its own plan.
 */
export function orderListCondition(filter: OrderListFilter | undefined, alias = '"orders"'): SQL | undefined {
  if (!filter) return undefined;
  if (filter === 'UNPAID') return sql.raw(`${alias}.payment_status in (${UNPAID})`);
  if (filter === 'UNCONFIRMED')
    return sql.raw(`${alias}.cod_confirmation in (${UNCONFIRMED}) and ${alias}.order_status <> 'CANCELLED'`);
  if (!ORDER_STATUSES.includes(filter)) throw new Error(`unknown order filter ${filter}`);
  if (filter === 'PENDING') return sql.raw(`${alias}.order_status = 'PENDING' and ${shippableCondition(alias)}`);
  return sql.raw(`${alias}.order_status = '${filter}'`);
}
