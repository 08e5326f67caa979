import { messages } from '@nidra/shared';
import { AdminAlert } from '../../components/admin-page.tsx';
import { StatCard, StatValueSkeleton } from '../../components/stat-card.tsx';
import { useStats } from '../api/get-stats.ts';

const count = new Intl.NumberFormat('en-IN');

/** Total Users, Total Orders, Total Products and Sold Out Products (spec §2). */
export function StatsCards() {
  const { data, isError } = useStats();
  const value = (n: number | undefined) => (n === undefined ? <StatValueSkeleton /> : count.format(n));
  if (isError) return <AdminAlert>The statistics could not be loaded.</AdminAlert>;
  return (
    <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4" aria-busy={!data}>
      <StatCard label={messages.totalUsers} value={value(data?.totalUsers)} />
      <StatCard label={messages.totalOrders} value={value(data?.totalOrders)} />
      <StatCard label={messages.totalProducts} value={value(data?.totalProducts)} />
      <StatCard
        label={messages.soldOutProducts}
        value={value(data?.soldOutProducts)}
        tone={data && data.soldOutProducts > 0 ? 'attention' : 'plain'}
      />
    </dl>
  );
}
