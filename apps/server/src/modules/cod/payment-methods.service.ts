import { PAYMENT_METHODS } from '@nidra/shared/cod/cod.rules';
import type { SalesByMethod } from '@nidra/shared/cod/cod.schema';
import { toRupees } from '@nidra/shared/money/format.rules';
import { daysInRange, kolkataNoon } from '@nidra/shared/reports/sales-range.rules';
import type { SalesQuery } from '@nidra/shared/reports/sales-range.schema';
import type { PaymentMethodsRepository } from './payment-methods.repository.ts';

const DAY_MS = 86_400_000;
/** Asia/Kolkata has no daylight saving: its days start at 18:30 UTC (as the sales report counts them). */
const IST_OFFSET_MS = 5.5 * 3_600_000;

export function createPaymentMethodsService({ repo }: { repo: PaymentMethodsRepository }) {
  return {
    /**
     * Sales of the last `days` Asia/Kolkata days (today included), or of the days `from`–`to`
     * inclusive, split by payment method, every method listed (zero when none); the same days and
     * sales as the report's: sold and not cancelled.
     */
    async getSalesByMethod(range: SalesQuery, today = new Date()): Promise<SalesByMethod> {
      const [days, now] =
        range.from && range.to ? [daysInRange(range.from, range.to), kolkataNoon(range.to)] : [range.days, today];
      const todayStart = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
      const rows = await repo.salesByMethod(new Date(todayStart - (days - 1) * DAY_MS), new Date(todayStart + DAY_MS));
      const found = new Map(rows.map((r) => [r.method, r]));
      return {
        days,
        methods: PAYMENT_METHODS.map((method) => ({
          method,
          revenue: toRupees(found.get(method)?.revenue ?? 0),
          orders: found.get(method)?.orders ?? 0,
        })),
      };
    },
  };
}

export type PaymentMethodsService = ReturnType<typeof createPaymentMethodsService>;
