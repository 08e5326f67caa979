import type { SalesReport, Stats, UsersPage } from '@nidra/shared/admin/admin.schema';
import { toRupees } from '@nidra/shared/money/format.rules';
import { daysInRange, kolkataNoon } from '@nidra/shared/reports/sales-range.rules';
import type { SalesQuery } from '@nidra/shared/reports/sales-range.schema';
import type { CountCache } from './count-cache.ts';
import type { DashboardRepository } from './dashboard.repository.ts';

const DAY_MS = 86_400_000;
/** Asia/Kolkata has no daylight saving: its days start at 18:30 UTC. */
const IST_OFFSET_MS = 5.5 * 3_600_000;
const TOP_SUBCATEGORIES = 5;

/** Page count shown as 'Page X of Y': never below 1, so an empty list is 'Page 1 of 1'. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The Asia/Kolkata calendar date of an instant, as YYYY-MM-DD. */
export const kolkataDate = (at: Date | number) => new Date(Number(at) + IST_OFFSET_MS).toISOString().slice(0, 10);

export function createDashboardService(deps: { repo: DashboardRepository; counts: CountCache }) {
  const { repo, counts } = deps;
  return {
    /** Dashboard cards; totalOrders counts sales only: paid (PAYMENT_SUCCESS) and not cancelled. */
    async getStats(): Promise<Stats> {
      const [totalUsers, totalOrders, productCounts] = await Promise.all([
        counts.get('users', repo.countUsers),
        counts.get('orders:paid', repo.countSaleOrders),
        repo.countProducts(),
      ]);
      return { totalUsers, totalOrders, totalProducts: productCounts.total, soldOutProducts: productCounts.soldOut };
    },

    /** Users by login count (most first) with cart lines and paid orders; totalPages is at least 1. */
    async listUsers(page: number, limit: number): Promise<UsersPage> {
      const [total, rows] = await Promise.all([
        repo.countUsers(),
        repo.listUsersWithActivity(limit, (page - 1) * limit),
      ]);
      return {
        users: rows.map((u) => ({
          _id: u.id,
          role: u.role,
          name: u.name,
          email: u.email,
          phoneNumber: u.phone,
          loginCount: u.loginCount,
          cartItems: u.cartItems,
          orderCount: u.orderCount,
        })),
        totalPages: pageCount(total, limit),
        currentPage: page,
      };
    },

    /**
     * Paid orders of the last `days` Asia/Kolkata days including today, or of the days `from`–`to`
     * inclusive, zero-filled, oldest first.
     * Day revenue is the amount charged (items + shipping); subcategory revenue counts items only.
     */
    async getSalesReport(range: SalesQuery, today = new Date()): Promise<SalesReport> {
      const [days, now] =
        range.from && range.to ? [daysInRange(range.from, range.to), kolkataNoon(range.to)] : [range.days, today];
      const todayStart = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
      const from = new Date(todayStart - (days - 1) * DAY_MS);
      const until = new Date(todayStart + DAY_MS);
      const [byDay, top] = await Promise.all([
        repo.salesByDay(from, until),
        repo.topSubcategories(from, TOP_SUBCATEGORIES, until),
      ]);
      const found = new Map(byDay.map((d) => [d.date, d]));
      const series = Array.from({ length: days }, (_, i) => {
        const date = kolkataDate(from.getTime() + i * DAY_MS);
        const hit = found.get(date);
        return {
          date,
          revenue: toRupees(hit?.revenue ?? 0),
          orders: hit?.orders ?? 0,
          discount: toRupees(hit?.discount ?? 0),
        };
      });
      const revenuePaise = byDay.reduce((sum, d) => sum + d.revenue, 0);
      const orderTotal = byDay.reduce((sum, d) => sum + d.orders, 0);
      return {
        days: series,
        totals: {
          revenue: toRupees(revenuePaise),
          orders: orderTotal,
          averageOrderValue: orderTotal ? Math.round(revenuePaise / orderTotal) / 100 : 0,
          discount: toRupees(byDay.reduce((sum, d) => sum + d.discount, 0)),
        },
        topSubcategories: top.map((t) => ({
          subcategory: t.subcategory,
          revenue: toRupees(t.revenue),
          quantity: t.quantity,
        })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
